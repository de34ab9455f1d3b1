import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { loadSiteConfig, type SiteConfig } from '../config/site-config';
import { configureHttp } from '../http/client';
import { loadDictionaries } from '../i18n/load-dictionary';
import { splitLangPath } from '../i18n/lang-path';
import { RouteGuard } from '../routes/guards';
import { selectToken } from '../store/auth-slice';
import { watchSessionExpiry } from '../store/session-expiry';
import { makeStore, type AppStore } from '../store/store';
import { takeEarlyInput } from './early-input';
import { replayClicksOnNewPage, replayEarlyInput, replayLateClicks } from './early-input-replay';
import { carryValuesToNewPage, fieldsOf } from './early-input-values';
import { nextTask } from './next-task';
import { LocalizedRouter } from './localized-router';

/** The attribute the API puts on #root when it sent the page prerendered: the path rendered. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether the server prerendered the page for this address (which holds its language) and for a
 * visitor signed out, as this one is (docs/PERFORMANCE.md 'Prerendering').
 */
function prerenderedHere(
  container: HTMLElement,
  store: AppStore,
  location: { pathname: string; search: string },
): boolean {
  return (
    container.getAttribute(PRERENDERED_ATTRIBUTE) === location.pathname &&
    location.search === '' &&
    container.firstElementChild !== null &&
    !selectToken(store.getState())
  );
}

/**
 * Router state (React Router's `usr`: a notice the screen before passed, such as 'Your account
 * has been created', which a reload keeps) changes what a page shows; the server rendered it
 * without any.
 */
function hasRouterState(historyState: unknown): boolean {
  return (
    typeof historyState === 'object' &&
    historyState !== null &&
    (historyState as { usr?: unknown }).usr != null
  );
}

/**
 * Whether the page's prerendered HTML is what the first render here will produce, so React can
 * hydrate it rather than replace it: it was prerendered here (prerenderedHere) and the address
 * carries no router state. Otherwise the page renders from scratch.
 */
export function canHydrate(
  container: HTMLElement,
  store: AppStore,
  location: { pathname: string; search: string } = window.location,
  historyState: unknown = window.history.state,
): boolean {
  return prerenderedHere(container, store, location) && !hasRouterState(historyState);
}

/**
 * Runs `run` in the commit that put its children on the page (hydration's), after their own
 * layout effects and before any effect can render them again.
 */
function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(run, [run]);
  return children;
}

/**
 * Hydrates `app` into `container` and replays what the visitor did on the prerendered page
 * before (./early-input.ts): the record is taken (which ends the recording) and replayed as React
 * commits the hydrated page. The values go first and at once: React keeps a value typed before
 * hydration on screen without knowing it, and the next render of that field (any state change
 * of the page) would erase it.
 */
export function hydrateWithEarlyInput(
  container: HTMLElement,
  app: ReactNode,
  options?: HydrationOptions,
): Root {
  let replayed = false;
  const replay = () => {
    if (replayed) return;
    replayed = true;
    const replaying = replayEarlyInput(takeEarlyInput(), container);
    replayLateClicks(replaying, container);
  };
  return hydrateRoot(container, <AfterCommit run={replay}>{app}</AfterCommit>, options);
}

/**
 * Renders `app` anew into `container`, replacing what is there (a prerendered page that cannot
 * be hydrated, or an empty #root). What was typed on a prerendered page until the new one
 * commits goes to the same fields, and a click to the same button, once they are there. The
 * page's script records (and holds clicks and submissions) until that commit: a click let
 * through meanwhile would submit the prerendered form natively.
 */
export function renderAnewWithEarlyInput(container: HTMLElement, app: ReactNode): Root {
  const typedInto = fieldsOf(container);
  const replay = () => {
    const input = takeEarlyInput();
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    carryValuesToNewPage(typedInto, container);
    void replayClicksOnNewPage(input, container);
  };
  const root = createRoot(container);
  root.render(<AfterCommit run={replay}>{app}</AfterCommit>);
  return root;
}

/** A document load of `url` (the language switch's: see LocalizedRouter). */
const goTo = (url: string) => window.location.assign(url);

let mismatchReported = false;

/** A page hydrated with differences is rendered again by React; said once, as a warning. */
function reportRecoverableError(error: unknown): void {
  if (mismatchReported) return;
  mismatchReported = true;
  console.warn(
    'The prerendered page differed from the first render; it was rendered again.',
    error,
  );
}

async function prepared(
  prepare: ((config: SiteConfig) => Promise<boolean>) | undefined,
  config: SiteConfig,
): Promise<boolean> {
  try {
    return (await prepare?.(config)) ?? true;
  } catch {
    return false;
  }
}

/**
 * Starts an application (the shell, or a remote on its own): reads the runtime site
 * configuration, points the HTTP client at the configured API, builds the store and renders
 * inside the common providers, the one router and the route guards. A page the server sent
 * prerendered is hydrated once `prepareHydration` has what the first render needs (it answers
 * false when it could not: the page is then rendered from scratch).
 */
export async function startApp(options: {
  render: (config: SiteConfig) => ReactNode;
  beforeRender?: (config: SiteConfig) => Promise<void> | void;
  prepareHydration?: (config: SiteConfig) => Promise<boolean>;
  container?: HTMLElement | null;
}): Promise<void> {
  // The app's modules were evaluated in this task: the start-up work goes to the next one.
  await nextTask();
  const { config } = await loadSiteConfig();
  configureHttp(config.apiBaseUrl);
  await options.beforeRender?.(config);
  const store = makeStore();
  watchSessionExpiry(store);
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  const app = (
    <StrictMode>
      <LocalizedRouter store={store} config={config} loadDocument={goTo}>
        <RouteGuard>{options.render(config)}</RouteGuard>
      </LocalizedRouter>
    </StrictMode>
  );
  // The page's code is prepared whenever it was prerendered here, also when router state makes
  // it render anew: its first render then has the page's fields, for what was typed on the
  // prerendered ones.
  const ready =
    prerenderedHere(container, store, window.location) &&
    (await prepared(options.prepareHydration, config));
  const hydrate = ready && canHydrate(container, store);
  // A prerendered page came with the texts it was rendered with (API 'page-texts'); a page
  // rendered here loads its language's texts for every part whose code is here first (a part
  // that comes later waits for its own in its first render).
  if (!hydrate) await loadDictionaries(splitLangPath(window.location.pathname).lang);
  // The modules just evaluated and the page's chunks just prepared ran in this task; rendering
  // starts in the next, so neither task is long (docs/PERFORMANCE.md 'Long tasks').
  await nextTask();
  if (hydrate) {
    // The page is already on screen: hydrating as a transition lets the browser handle input
    // between slices of the work instead of one long task (Lighthouse's TBT).
    startTransition(() => {
      hydrateWithEarlyInput(container, app, { onRecoverableError: reportRecoverableError });
    });
  } else {
    renderAnewWithEarlyInput(container, app);
  }
}
