// The replay half of ./early-input.ts.
import type { EarlyInput } from './early-input';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Tells React about a value typed before hydration, as if typed now. */
function replayValue(field: Element): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const isText =
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio');
  if (!isText) return;
  const typed = field.value;
  if (typed === '') return;
  // A part of the page React has not hydrated yet is hydrated by an event on it: React then
  // reads the field's value into what it knows, so the trick below has to come after that.
  field.dispatchEvent(new Event('input', { bubbles: true }));
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
 * Replays `input` inside `container` (call it as the hydrated page commits): values at once, then
 * each click or submission in a task of its own, so it sees the state the previous one left. An
 * element no longer on the page (React rendered that part anew) is skipped, and a click
 * repeated on the same button while the page was loading counts once.
 */
export async function replayEarlyInput(input: EarlyInput[], container: Element): Promise<void> {
  const live = input.filter(({ target }) => target.isConnected && container.contains(target));
  for (const entry of live) if (entry.type === 'value') replayValue(entry.target);
  let previous: EarlyInput | undefined;
  for (const entry of live) {
    if (entry.type === 'value') continue;
    if (previous && previous.type === entry.type && previous.target === entry.target) continue;
    previous = entry;
    await nextTask();
    if (entry.target.isConnected) replayAction(entry);
  }
}
