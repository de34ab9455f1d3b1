import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { demoSiteConfig, type SiteConfig } from '../config/site-config';
import type { Lang } from '../i18n/i18n';
import { RouteGuard } from '../routes/guards';
import { watchSessionExpiry } from '../store/session-expiry';
import { makeStore, type AppStore, type RootState } from '../store/store';

/** Shows the current location so a test can assert where a navigation went. */
export { mockApi, type HttpAdapter, type Recorded } from './mock-adapter';

export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  config?: SiteConfig;
  lang?: Lang;
  /** Wrap the tree in the route guards, as the shell does. */
  guarded?: boolean;
}

/** Renders `ui` with the same providers the shell gives every page, on a memory router. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const {
    route = '/',
    preloadedState,
    store = makeStore(preloadedState),
    config = demoSiteConfig,
    lang = 'en',
    guarded = false,
    ...renderOptions
  } = options;
  const tree = guarded ? <RouteGuard>{ui}</RouteGuard> : ui;
  // As startApp does: a refused stored token signs the user out.
  const stopWatching = watchSessionExpiry(store);
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store} config={config} initialLang={lang}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {tree}
                <LocationDisplay />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
    renderOptions,
  );
  return {
    store,
    user,
    ...result,
    unmount: () => {
      stopWatching();
      result.unmount();
    },
  };
}
