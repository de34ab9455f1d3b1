/**
 * How long after the load event code that the page does not need for its first view waits (the
 * payments remote's Pay Now menu in the navigation, the shell's footer, a course page's buy
 * section), like the web-vitals reporter does: its bytes then stay out of the JavaScript a page
 * loads before it is interactive. In shared so that the shell and the remotes defer alike.
 */
export const IDLE_AFTER_LOAD_MS = 2_000;

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin'] as const;

/** Milliseconds still to wait from now until `IDLE_AFTER_LOAD_MS` after the load event. */
function delayLeft(): number | null {
  const entries =
    typeof performance.getEntriesByType === 'function'
      ? performance.getEntriesByType('navigation')
      : [];
  const navigation = entries[0] as PerformanceNavigationTiming | undefined;
  // Without navigation timing (old browsers, jsdom) there is no load to wait for.
  if (!navigation) return 0;
  if (!navigation.loadEventEnd) return null;
  return Math.max(0, navigation.loadEventEnd + IDLE_AFTER_LOAD_MS - performance.now());
}

/**
 * Calls `run` once: `IDLE_AFTER_LOAD_MS` after the load event when the browser is idle, or at
 * the first interaction with the page (a pointer, a key, a touch, a focus), whichever is first,
 * so the menu is there by the time someone reaches it. Returns a cancel function.
 */
export function whenIdle(run: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleHandle: number | undefined;
  const cleanup = () => {
    if (timer !== undefined) clearTimeout(timer);
    if (idleHandle !== undefined && typeof cancelIdleCallback === 'function') {
      cancelIdleCallback(idleHandle);
    }
    for (const type of INTERACTIONS) document.removeEventListener(type, fire, true);
    window.removeEventListener('load', schedule);
  };
  function fire() {
    if (done) return;
    done = true;
    cleanup();
    run();
  }
  function schedule(event?: Event) {
    // Inside the load event loadEventEnd is not known yet: the load is now.
    const wait = delayLeft() ?? (event ? IDLE_AFTER_LOAD_MS : null);
    if (wait === null) {
      window.addEventListener('load', schedule, { once: true });
      return;
    }
    timer = setTimeout(() => {
      if (wait > 0 && typeof requestIdleCallback === 'function') {
        idleHandle = requestIdleCallback(fire, { timeout: 2_000 });
      } else {
        fire();
      }
    }, wait);
  }
  for (const type of INTERACTIONS)
    document.addEventListener(type, fire, { capture: true, passive: true });
  schedule();
  return () => {
    done = true;
    cleanup();
  };
}
