import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LocalizedRouter, memoryHistory } from '../app/localized-router';
import { demoSiteConfig, type SiteConfig } from '../config/site-config';
import type { Lang } from '../i18n/i18n';
import { localizePath, splitLangPath } from '../i18n/lang-path';
import { RouteGuard } from '../routes/guards';
import { watchSessionExpiry } from '../store/session-expiry';
import { makeStore, type AppStore, type RootState } from '../store/store';

/** Shows the current location so a test can assert where a navigation went. */
export { mockApi, type HttpAdapter, type Recorded } from './mock-adapter';
export { expectCompleteTranslations } from './dictionaries';

export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  config?: SiteConfig;
  /** The page's language: the route is put under its prefix (a prefixed route says it too). */
  lang?: Lang;
  /** Wrap the tree in the route guards, as the shell does. */
  guarded?: boolean;
}

/**
 * Renders `ui` with the same providers and localized router the shell gives every page, on a
 * memory history. The location shown (LocationDisplay) is the path inside the language's prefix,
 * as the routes see it; `history` has the full address.
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const {
    route = '/',
    preloadedState,
    store = makeStore(preloadedState),
    config = demoSiteConfig,
    lang,
    guarded = false,
    ...renderOptions
  } = options;
  const tree = guarded ? <RouteGuard>{ui}</RouteGuard> : ui;
  // As startApp does: a refused stored token signs the user out.
  const stopWatching = watchSessionExpiry(store);
  const user = userEvent.setup();
  const address =
    lang && splitLangPath(route).lang !== lang
      ? localizePath(lang, splitLangPath(route).path)
      : route;
  const history = memoryHistory([address]);
  const result = render(
    <LocalizedRouter store={store} config={config} history={history}>
      <Routes>
        <Route
          path="*"
          element={
            <Suspense fallback={null}>
              {tree}
              <LocationDisplay />
            </Suspense>
          }
        />
      </Routes>
    </LocalizedRouter>,
    renderOptions,
  );
  return {
    store,
    user,
    history,
    ...result,
    unmount: () => {
      stopWatching();
      result.unmount();
    },
  };
}
