import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const browserOrigin = () => window.location.origin;
const noOrigin = () => undefined;

/**
 * The page's origin (https://host), or undefined in the server's render and while hydrating it
 * (docs/PERFORMANCE.md 'Prerendering'): an absolute address made with it is added right after
 * hydration, so the first render matches the server's HTML.
 */
export function useBrowserOrigin(): string | undefined {
  return useSyncExternalStore(noSubscription, browserOrigin, noOrigin);
}
