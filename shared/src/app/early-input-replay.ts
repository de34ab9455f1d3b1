// The replay half of ./early-input.ts.
import type { EarlyInput } from './early-input';
import { nextTask } from './next-task';

/**
 * Tells React about a value typed before hydration, as if typed now (`field` is hydrated). A
 * select is set back to the option chosen (`chosen`, recorded then): hydration selected the
 * server's option again.
 */
function replayValue(field: Element, chosen?: string): void {
  if (field instanceof HTMLSelectElement) {
    if (chosen !== undefined && field.value !== chosen) {
      if (![...field.options].some((option) => option.value === chosen)) return;
      field.value = chosen;
    }
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const isText =
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio');
  if (!isText) return;
  const typed = field.value;
  if (typed === '') return;
  // React compares a field's value with the last one it knows of (its own setter on the
  // element records it) and ignores an input event when they are equal: record '' through that
  // setter, put the typed value back through the prototype's, and the input event is a change.
  const proto = Object.getPrototypeOf(field) as object;
  const setNative = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!setNative) return;
  field.value = '';
  setNative.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Gives a hydrated field the value typed into it, or into the field it replaced, when React's
 * render has not kept it on screen: put there without React knowing, then handed to React as
 * typed (replayValue); a select is set to that option.
 */
function handValueOver(field: Element, typed: string): void {
  if (field instanceof HTMLSelectElement) return replayValue(field, typed);
  if ((field as HTMLInputElement).value !== typed) {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  }
  replayValue(field);
}

function replayAction(entry: EarlyInput): void {
  const { target } = entry;
  if (entry.type === 'click' && target instanceof HTMLElement) {
    target.click();
  } else if (entry.type === 'submit' && target instanceof HTMLFormElement) {
    const submitter =
      entry.submitter instanceof HTMLElement &&
      entry.submitter.isConnected &&
      (entry.submitter as HTMLButtonElement).form === target
        ? entry.submitter
        : undefined;
    target.requestSubmit(submitter);
  }
}

/** How long a field in a part of the page hydrated later is waited for, and how often checked. */
const LATE_PART_WAIT_MS = 10_000;
const LATE_PART_POLL_MS = 20;

/**
 * Whether React has hydrated `element`: it then holds React's props under a key of its own
 * (`__reactProps$…`, the same since React 17).
 */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps'));
}

/** The value the server rendered into a field (what it shows when nobody has typed). */
function renderedValue(field: Element): string {
  if (field instanceof HTMLSelectElement) {
    const option = [...field.options].find((o) => o.defaultSelected) ?? field.options[0];
    return option ? option.value : '';
  }
  return (field as HTMLInputElement).defaultValue;
}

/** The fields whose value is handed over: text-like inputs, text areas and selects. */
const FIELDS =
  'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=submit]):not([type=button]), textarea, select';

/** Where `element` is under `container`: the index of each ancestor among its siblings. */
function pathTo(container: Element, element: Element): number[] {
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
function sameAt(container: Element, path: number[], like: Element): Element | undefined {
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
function whenHydrated(container: Element, original: Element): Promise<Element | undefined> {
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

/** The watches of replayValueWhenHydrated still running: each hands its value over if it can. */
const watches = new Set<() => void>();

/** Runs every watch now (window.__earlyInputFlush, called by the page's script). */
function flushWatches(): void {
  for (const check of [...watches]) check();
}

/**
 * A field in a part of the page React hydrates after the rest (a lazy part, such as the catalog's
 * search) is not React's yet when the page commits, and an event on it until then is lost (React
 * stops it at its root). What it holds, and what is typed into it meanwhile, is kept until React
 * has hydrated it, then handed over if it differs from what the server rendered; the render that
 * follows hydration may already have erased it on screen, so it is put back first. When React
 * renders that part anew instead of hydrating it (it does when the page above it changes first),
 * the value goes to the new field in the same place.
 */
function replayValueWhenHydrated(container: Element, original: Element): void {
  const path = pathTo(container, original);
  let field = original;
  let typed = (field as HTMLInputElement).value;
  // On the document, capturing: React stops an event on a part it has not hydrated at its root.
  const doc = field.ownerDocument;
  const win = doc.defaultView;
  const note = (event: Event) => {
    if (event.target === field) typed = (field as HTMLInputElement).value;
  };
  doc.addEventListener('input', note, true);
  doc.addEventListener('change', note, true);
  const deadline = Date.now() + LATE_PART_WAIT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    watches.delete(check);
    if (win && !watches.size && win.__earlyInputFlush === flushWatches) {
      win.__earlyInputFlush = undefined;
    }
    doc.removeEventListener('input', note, true);
    doc.removeEventListener('change', note, true);
  };
  // Polled, and run at once by flushWatches: a click React handles right after it hydrated the
  // part (before the next poll) must find the value in React's state.
  function check() {
    clearTimeout(timer);
    if (Date.now() > deadline) return stop();
    if (!field.isConnected) {
      const renewed = sameAt(container, path, original);
      if (renewed) field = renewed;
    }
    if (!field.isConnected || !isHydrated(field)) {
      timer = setTimeout(check, LATE_PART_POLL_MS);
      return;
    }
    stop();
    if (typed !== renderedValue(original)) handValueOver(field, typed);
  }
  watches.add(check);
  if (win) win.__earlyInputFlush = flushWatches;
  timer = setTimeout(check, 0);
}

/**
 * The clicks and submissions of `input`, each in a task of its own so it sees the state the
 * previous one left. One on an element of a part not hydrated yet waits until React has hydrated
 * it (React drops a click on a part it has not hydrated). An element no longer on the page is
 * skipped, and a click repeated on the same button while the page was loading counts once.
 */
async function replayActions(input: EarlyInput[], container: Element): Promise<void> {
  let previous: EarlyInput | undefined;
  for (const entry of input) {
    if (entry.type === 'value') continue;
    if (previous && previous.type === entry.type && previous.target === entry.target) continue;
    previous = entry;
    await nextTask();
    const target = isHydrated(entry.target)
      ? entry.target
      : await whenHydrated(container, entry.target);
    if (target?.isConnected) replayAction({ ...entry, target });
  }
}

/**
 * Replays `input` inside `container` (call it as the hydrated page commits): values at once (a
 * field in a part hydrated later, once it is), then the clicks and submissions in their order.
 * An element already gone from the page is skipped.
 */
export async function replayEarlyInput(input: EarlyInput[], container: Element): Promise<void> {
  const live = input.filter(({ target }) => target.isConnected && container.contains(target));
  for (const entry of live) {
    if (entry.type === 'value' && isHydrated(entry.target)) replayValue(entry.target, entry.value);
  }
  // Every field of a part not hydrated yet, typed into before or from now until it is.
  for (const field of container.querySelectorAll(FIELDS)) {
    if (!isHydrated(field)) replayValueWhenHydrated(container, field);
  }
  await replayActions(live, container);
}

/**
 * After the page has committed, a click on a button of a part React has not hydrated yet would
 * be dropped by React. For LATE_PART_WAIT_MS the page's script keeps holding such clicks and
 * hands each here (as `window.__earlyInputLate`); it is replayed once that part is hydrated,
 * after what was recorded before and in its order.
 */
export function replayLateClicks(
  before: Promise<void>,
  container: Element,
  win: Window = window,
): void {
  let queue = before;
  win.__earlyInputLate = (button: Element) => {
    queue = queue.then(() => replayActions([{ type: 'click', target: button }], container));
  };
  setTimeout(() => {
    win.__earlyInputLate = undefined;
  }, LATE_PART_WAIT_MS);
}

/** The fields of `container` whose value is handed over (FIELDS). */
export function fieldsOf(container: Element): Element[] {
  return [...container.querySelectorAll(FIELDS)];
}

/**
 * The new page's field for `old`: of the same kind (tag and type) and with the same id, or, for a
 * field without an id, the only one with the same name.
 */
function counterpart(old: Element, container: Element): Element | undefined {
  const name = old.getAttribute('name');
  const same = fieldsOf(container).filter(
    (field) =>
      field !== old &&
      field.tagName === old.tagName &&
      field.getAttribute('type') === old.getAttribute('type') &&
      (old.id ? field.id === old.id : name !== null && field.getAttribute('name') === name),
  );
  return same.length === 1 ? same[0] : undefined;
}

/**
 * A prerendered page rendered anew instead of hydrated: what was typed into its fields until
 * the new page committed (`before`, the old page's fields, read now that they are gone) goes to
 * the new page's same field (counterpart), as if typed there. Call it as the new page commits.
 */
export function carryValuesToNewPage(before: Element[], container: Element): void {
  for (const old of before) {
    const typed = (old as HTMLInputElement).value;
    if (typed === renderedValue(old)) continue;
    const field = counterpart(old, container);
    if (field && isHydrated(field)) handValueOver(field, typed);
  }
}

/** What a button (or a link held like one) is to a visitor: its kind, its name, its text. */
function looksLike(element: Element): string {
  return [
    element.tagName,
    element.getAttribute('aria-label') ?? '',
    element.textContent?.trim() ?? '',
  ].join('\n');
}

/**
 * A prerendered page rendered anew instead of hydrated (a signed-in visitor, a page whose remote
 * did not load) has new elements: a click recorded on the old one is replayed on the new one that
 * looks the same (same kind, name and text), when the new page has exactly one such. Submissions
 * are not carried over (the form may differ); values go over with carryValuesToNewPage.
 */
export async function replayClicksOnNewPage(
  input: EarlyInput[],
  container: Element,
): Promise<void> {
  const clicks = input.filter((entry) => entry.type === 'click');
  let previous: Element | undefined;
  for (const { target } of clicks) {
    if (target === previous) continue;
    previous = target;
    await nextTask();
    const like = looksLike(target);
    const same = [...container.querySelectorAll(target.tagName)].filter(
      (element) => looksLike(element) === like,
    );
    if (same.length === 1 && same[0] instanceof HTMLElement) same[0].click();
  }
}
