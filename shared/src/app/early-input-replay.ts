// The replay half of ./early-input.ts: the clicks and submissions recorded before hydration; the
// values typed meanwhile are handed over by ./early-input-values.ts.
import type { EarlyInput } from './early-input';
import { fieldsOf, replayValue, replayValueWhenHydrated } from './early-input-values';
import { isHydrated, whenHydrated } from './hydrated-element';
import { nextTask } from './next-task';

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
  for (const field of fieldsOf(container)) {
    if (!isHydrated(field)) replayValueWhenHydrated(container, field);
  }
  await replayActions(live, container);
}

/**
 * After the page has committed, a click on a button of a part React has not hydrated yet would
 * be dropped by React (or, on a form's button, submit the form natively, its fields going into
 * the address). The page's script holds such clicks for as long as the page is open (a remote on
 * a slow line can come more than 10 s after the page) and hands each here (as
 * `window.__earlyInputLate`); it is replayed once that part is hydrated, if that happens within
 * LATE_PART_WAIT_MS of the click, after what was recorded before and in its order. A button React
 * has hydrated is never held.
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
