import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadSiteConfig, type SiteConfig } from '../config/site-config';
import { configureHttp } from '../http/client';
import { RouteGuard } from '../routes/guards';
import { watchSessionExpiry } from '../store/session-expiry';
import { makeStore } from '../store/store';
import { AppProviders } from './providers';

/**
 * Starts an application (the shell, or a remote on its own): reads the runtime site
 * configuration, points the HTTP client at the configured API, builds the store and renders
 * inside the common providers, the one router and the route guards.
 */
export async function startApp(options: {
  render: (config: SiteConfig) => ReactNode;
  beforeRender?: (config: SiteConfig) => Promise<void> | void;
  container?: HTMLElement | null;
}): Promise<void> {
  const { config } = await loadSiteConfig();
  configureHttp(config.apiBaseUrl);
  await options.beforeRender?.(config);
  const store = makeStore();
  watchSessionExpiry(store);
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} config={config}>
        <BrowserRouter>
          <RouteGuard>{options.render(config)}</RouteGuard>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
