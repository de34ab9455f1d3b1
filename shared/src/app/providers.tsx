import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { SiteConfigProvider, type SiteConfig } from '../config/site-config';
import { I18nProvider, type Lang } from '../i18n/i18n';
import type { AppStore } from '../store/store';
import { GlobalStyle, theme } from '../theme/theme';
import { ToastProvider } from '../ui/toast';

/** The providers the shell gives every page, and each remote gives itself when standalone. */
export function AppProviders({
  store,
  config,
  initialLang,
  lang,
  onLangChange,
  children,
}: {
  store: AppStore;
  config: SiteConfig;
  initialLang?: Lang;
  /** The page's language when its address decides it (see ./localized-router.tsx). */
  lang?: Lang;
  onLangChange?: (lang: Lang) => void;
  children?: ReactNode;
}) {
  return (
    <Provider store={store}>
      <SiteConfigProvider config={config}>
        <ThemeProvider theme={theme}>
          <I18nProvider initialLang={initialLang} lang={lang} onLangChange={onLangChange}>
            <GlobalStyle />
            <ToastProvider>{children}</ToastProvider>
          </I18nProvider>
        </ThemeProvider>
      </SiteConfigProvider>
    </Provider>
  );
}
