import { remoteFor, splitLangPath } from 'shared';

const remoteOf = (pathname: string) => remoteFor(splitLangPath(pathname).path);
import { loadRemoteModule } from './federation';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Starts loading the remote that owns a link's page as soon as someone shows the intent to
 * follow it (pointer over it, keyboard focus, touch), so the page is ready sooner after the
 * click. A failed preload is forgotten by loadRemoteModule; the area itself then retries.
 * Returns a function that removes the listeners.
 */
export function installRemotePreloading(doc: Document = document): () => void {
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const remote = remoteOf(link.pathname);
    if (remote && remote !== remoteOf(window.location.pathname)) {
      loadRemoteModule(remote, './routes').catch(() => undefined);
    }
  };
  for (const type of INTENT_EVENTS) {
    doc.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, true);
  };
}
