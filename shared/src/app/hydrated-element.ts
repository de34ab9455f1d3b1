// Waiting for React to hydrate an element of a part of the page it hydrates after the rest (or
// for the element it renders in that one's place), for ./early-input-replay.ts and
// ./early-input-values.ts.

/** How long a field in a part of the page hydrated later is waited for, and how often checked. */
export const LATE_PART_WAIT_MS = 10_000;
export const LATE_PART_POLL_MS = 20;

/**
 * How long a value typed into such a part is kept for it: a remote on a slow line or a busy
 * machine can take more than LATE_PART_WAIT_MS to come (CI lost an e-mail address typed into the
 * login form that way), and what a visitor typed must not vanish when it does. After
 * LATE_PART_WAIT_MS the part is looked at every LATE_PART_SLOW_POLL_MS only.
 */
export const LATE_VALUE_KEEP_MS = 120_000;
export const LATE_PART_SLOW_POLL_MS = 250;

/**
 * Whether React has hydrated `element`: it then holds React's props under a key of its own
 * (`__reactProps$…`, the same since React 17).
 */
export function isHydrated(element: Element): boolean {
  return reactProps(element) !== undefined;
}

/**
 * The props React last gave `element`, if it has any. React puts them on a field of a part while
 * it hydrates that part, before it knows it can finish: when something else in the part is still
 * on its way, React stops there and drops the events on the field until it can (so a value handed
 * over then is lost, and the props tell: they keep the value React had).
 */
export function reactProps(element: Element): { value?: unknown } | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps'));
  return key ? (element as unknown as Record<string, { value?: unknown }>)[key] : undefined;
}

/** Where `element` is under `container`: the index of each ancestor among its siblings. */
export function pathTo(container: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== container && node.parentElement;) {
    path.unshift([...node.parentElement.children].indexOf(node));
    node = node.parentElement;
  }
  return path;
}

/**
 * The element at `path` under `container`, if it is of the same kind as `like`: a field with the
 * same type and name, a button with the same text.
 */
export function sameAt(container: Element, path: number[], like: Element): Element | undefined {
  let node: Element | undefined = container;
  for (const index of path) node = node?.children[index];
  const same =
    node?.tagName === like.tagName &&
    node.getAttribute('type') === like.getAttribute('type') &&
    node.getAttribute('name') === like.getAttribute('name') &&
    (like.tagName !== 'BUTTON' || node.textContent === like.textContent);
  return same ? node : undefined;
}

/**
 * `original` once React has hydrated it, or the element React rendered in its place when it
 * renders that part anew; undefined when neither happens within LATE_PART_WAIT_MS.
 */
export function whenHydrated(container: Element, original: Element): Promise<Element | undefined> {
  const path = pathTo(container, original);
  const deadline = Date.now() + LATE_PART_WAIT_MS;
  let element = original;
  return new Promise((resolve) => {
    const check = () => {
      if (!element.isConnected) element = sameAt(container, path, original) ?? element;
      if (element.isConnected && isHydrated(element)) return resolve(element);
      if (Date.now() > deadline) return resolve(undefined);
      setTimeout(check, LATE_PART_POLL_MS);
    };
    check();
  });
}
