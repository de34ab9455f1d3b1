import {
  startTransition,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import type { SiteConfig } from '../config/site-config';
import type { Lang } from '../i18n/i18n';
import { loadDictionaries } from '../i18n/load-dictionary';
import { basenameOf, splitLangPath, switchLangPath } from '../i18n/lang-path';
import type { AppStore } from '../store/store';
import { AppProviders } from './providers';

type History = ReturnType<typeof createBrowserHistory>;

/**
 * The app's providers and router, with the page's language taken from its address
 * (docs/ARCHITECTURE.md 'Languages'):
 * '/hi/about-us' is the about page in Hindi. The router's basename is the language's prefix,
 * so every route, link, guard and redirect of the shell and the remotes keeps the spec's paths
 * and stays in the visitor's language. The language and the location are one state, so Back
 * across languages never renders one without the other. The switch goes to the same page in
 * the chosen language (see `loadDocument`). `history` is the browser's unless given (tests pass
 * a memory one).
 */
export function LocalizedRouter({
  store,
  config,
  history: givenHistory,
  loadDocument,
  children,
}: {
  store: AppStore;
  config: SiteConfig;
  history?: History;
  /**
   * How the site goes to a page in another language: a document load (startApp passes
   * `location.assign`), so the server sends it rendered in that language, `lang` and `dir` set,
   * with its texts; nothing half-switched can race the page's hydration. Without it (tests, a
   * remote's sandbox) the switch happens in place.
   */
  loadDocument?: (url: string) => void;
  children?: ReactNode;
}) {
  const historyRef = useRef<History | null>(null);
  historyRef.current ??= givenHistory ?? createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  const { lang } = splitLangPath(state.location.pathname);
  const changeLang = useCallback(
    (next: Lang) => {
      const { pathname, search, hash } = history.location;
      // Already there (a select's late duplicate event, for one): nothing to undo or redo.
      if (splitLangPath(pathname).lang === next) return;
      const address = switchLangPath(next, pathname, `${search}${hash}`);
      if (loadDocument) return loadDocument(address);
      // In place: every part on the page asks for its texts at once, not one after another as
      // each renders and waits.
      void loadDictionaries(next);
      history.push(address, history.location.state);
    },
    [history, loadDocument],
  );
  return (
    <AppProviders store={store} config={config} lang={lang} onLangChange={changeLang}>
      <Router
        basename={basenameOf(lang) || undefined}
        location={state.location}
        navigationType={state.action}
        navigator={history}
      >
        {children}
      </Router>
    </AppProviders>
  );
}

/** A memory history for tests and the server: starts at `entries`, the last one current. */
export function memoryHistory(entries: string[]): History {
  return createMemoryHistory({ initialEntries: entries, v5Compat: true }) as History;
}
