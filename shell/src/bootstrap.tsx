import { remoteFor, splitLangPath, startApp, type Lang } from 'shared';
import { App } from './app/app';
import { installChunkErrorRecovery } from './lib/chunk-recovery';
import { scheduleWebVitals } from './app/chrome/web-vitals';
import { loadRemoteModule, registerSiteRemotes } from './lib/remotes/federation';

// Listens before anything else can fail to load.
installChunkErrorRecovery();

void startApp({
  beforeRender: (config) => {
    registerSiteRemotes(config.remotes);
    scheduleWebVitals(`${config.apiBaseUrl.replace(/\/$/, '')}/vitals`);
  },
  // A prerendered page of a remote hydrates once that remote's routes are here (RemoteArea
  // then shows them at once, as the server did); a remote that does not load means a render
  // from scratch, with RemoteArea's usual loading, retries and fallback.
  // A remote's routes module may also export `preparePage(pathname, lang)`, which loads the
  // chunks of that page and its texts in that language, so hydration has all its code and
  // input during it is not lost.
  prepareHydration: async () => {
    // The page's path without its language prefix: what the routes match.
    const { path: pathname, lang } = splitLangPath(window.location.pathname);
    const remote = remoteFor(pathname);
    if (remote) {
      const routes = await loadRemoteModule<{
        preparePage?: (path: string, lang: Lang) => Promise<void>;
      }>(remote, './routes');
      await routes.preparePage?.(pathname, lang);
    } else {
      // The shell's own pages: the same chunk app.tsx loads lazily, then the page's own.
      const shellRoutes = await import(/* webpackChunkName: "shell-routes" */ './app/shell-routes');
      await shellRoutes.preparePage(pathname);
    }
    return true;
  },
  render: () => <App />,
});
