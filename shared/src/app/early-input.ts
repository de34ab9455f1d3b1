// Replays input made on a prerendered page before it was hydrated. The page's head carries a
// small script (api/src/plugins/early-input.ts) that records, until hydration, the buttons
// clicked, the forms submitted from the keyboard and the fields typed into, and prevents the
// clicks' and submissions' native defaults. When React has hydrated the page, the same elements
// are React's: the fields' values are handed to React's state (React keeps a value typed before
// hydration on screen but its state never saw it, so the next render would erase it), then the
// clicks and submissions happen again, in their order. Checkboxes and radio buttons keep what
// the visitor set on screen but are not replayed (no public page has one).

/** One input the page's script recorded. */
export interface EarlyInput {
  type: 'click' | 'submit' | 'value';
  target: Element;
  submitter?: Element | null;
  /** A field's value as last set before hydration (a select's is reset by hydration). */
  value?: string;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput[];
    __earlyInputDone?: boolean;
    /** Set after hydration for a while: takes a click on a button React has not hydrated yet. */
    __earlyInputLate?: (button: Element) => void;
    /**
     * Set while fields of a part hydrated later are watched: hands what was typed into those
     * React has hydrated since over at once. The page's script calls it first on a click or a
     * submission, so React's handler sees those values.
     */
    __earlyInputFlush?: () => void;
  }
}

/**
 * Stops the recording and takes what it holds (nothing when the page has no such script); the
 * replay is ./early-input-replay.ts (clicks and submissions) with ./early-input-values.ts (values).
 */
export function takeEarlyInput(win: Window = window): EarlyInput[] {
  win.__earlyInputDone = true;
  const queue = win.__earlyInput ?? [];
  win.__earlyInput = [];
  return queue;
}
