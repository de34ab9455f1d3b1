// The `shared` package: one copy at run time (a federation singleton), imported by name only.
// Two parts are entries of their own, bundled by each package that uses them, so a page that
// needs neither does not load them: `shared/dialog` (Dialog) and `shared/menu-button`
// (useMenuButton).
export * from './config/site-config';
export * from './http/client';
export * from './store/storage';
export * from './store/auth-slice';
export * from './store/store';
export * from './store/logout';
export * from './store/session-expiry';
export * from './i18n/i18n';
export * from './i18n/dictionary';
export * from './i18n/page-texts';
export * from './i18n/load-dictionary';
export * from './i18n/translation';
export { loadScriptFont } from './i18n/script-fonts';
export * from './theme/theme';
export * from './ui/primitives';
export * from './ui/status-pages';
export * from './ui/loading';
export * from './ui/toast';
export * from './routes/paths';
export * from './routes/guards';
export * from './app/lazy-screen';
export * from './app/when-idle';
export * from './app/providers';
export * from './app/start-app';
export * from './lib/use-page-meta';
export * from './lib/use-browser-origin';
export * from './app/page-data';
export * from './i18n/lang-path';
export * from './app/localized-router';
