// The `shared` package: one copy at run time (a federation singleton), imported by name only.
export * from './config/site-config';
export * from './http/client';
export * from './store/storage';
export * from './store/auth-slice';
export * from './store/store';
export * from './store/logout';
export * from './i18n/i18n';
export * from './theme/theme';
export * from './ui/primitives';
export * from './ui/status-pages';
export * from './ui/loading';
export * from './ui/toast';
export * from './routes/paths';
export * from './routes/guards';
export * from './app/providers';
export * from './app/start-app';
export * from './app/use-page-meta';
