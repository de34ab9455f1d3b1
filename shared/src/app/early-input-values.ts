// The values half of ./early-input-replay.ts: what was typed into a field before React could
// know of it (before hydration, or into a part of the page hydrated later), handed to React as if
// typed now.
import {
  isHydrated,
  reactProps,
  LATE_PART_POLL_MS,
  LATE_PART_SLOW_POLL_MS,
  LATE_PART_WAIT_MS,
  LATE_VALUE_KEEP_MS,
  pathTo,
  sameAt,
} from './hydrated-element';

/**
 * Tells React about a value typed before hydration, as if typed now (`field` is hydrated). A
 * select is set back to the option chosen (`chosen`, recorded then): hydration selected the
 * server's option again.
 */
export function replayValue(field: Element, chosen?: string): void {
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

/** What a field shows now. */
function fieldValue(field: Element): string {
  return (field as HTMLInputElement).value;
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
 * has hydrated it (for LATE_VALUE_KEEP_MS at most), then handed over if it differs from what the server rendered; the render that
 * follows hydration may already have erased it on screen, so it is put back first. When React
 * renders that part anew instead of hydrating it (it does when the page above it changes first),
 * the value goes to the new field in the same place.
 */
export function replayValueWhenHydrated(container: Element, original: Element): void {
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
  const slowFrom = Date.now() + LATE_PART_WAIT_MS;
  const deadline = Date.now() + LATE_VALUE_KEEP_MS;
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
    const again = () => {
      timer = setTimeout(check, Date.now() > slowFrom ? LATE_PART_SLOW_POLL_MS : LATE_PART_POLL_MS);
    };
    if (!field.isConnected || !isHydrated(field)) return again();
    if (typed === renderedValue(original)) return stop();
    const before = reactProps(field)?.value;
    handValueOver(field, typed);
    // React handles the input event at once. Its props tell whether it did: a controlled field's
    // value changed (to the value, or to what its handler made of it). Unchanged, either its
    // handler refused the value (React then put its own back on screen: done) or React dropped
    // the event (see reactProps; the typed value stays on screen): the part is not hydrated after
    // all, and the next look hands it again.
    const after = reactProps(field)?.value;
    const dropped =
      after !== undefined && after === before && after !== typed && fieldValue(field) === typed;
    if (!dropped) return stop();
    again();
  }
  watches.add(check);
  if (win) win.__earlyInputFlush = flushWatches;
  timer = setTimeout(check, 0);
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
    else carryWhenThere(old, container, typed);
  }
}

/**
 * The new page's field for `old` is not there yet when the new page commits: it is in a part
 * React renders later (a remote's lazy page, such as the login form, shows its fallback first).
 * Until it is (for LATE_VALUE_KEEP_MS), the value waits; it is handed over as soon as React has
 * put the field on the page (a MutationObserver runs right after React's commit, before the
 * visitor can type or click there), unless the visitor has typed into it already.
 */
function carryWhenThere(old: Element, container: Element, typed: string): void {
  const win = container.ownerDocument.defaultView;
  if (!win) return;
  const observer = new win.MutationObserver(check);
  const timer = setTimeout(() => observer.disconnect(), LATE_VALUE_KEEP_MS);
  function check() {
    const field = counterpart(old, container);
    if (!field || !isHydrated(field)) return;
    observer.disconnect();
    clearTimeout(timer);
    if ((field as HTMLInputElement).value === renderedValue(field)) handValueOver(field, typed);
  }
  observer.observe(container, { childList: true, subtree: true });
  check();
}
