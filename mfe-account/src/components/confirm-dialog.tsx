import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from 'shared';
import { Dialog } from 'shared/dialog';
import { DialogButtons, DialogPanel } from './dialog-panel';

export interface ConfirmRequest {
  /** The question, a whole sentence in the page's language; it names the dialog. */
  text: string;
  /** The button that goes ahead: the action's own name ('Change role', 'Submit answers'). */
  confirmLabel: string;
  /** The button that changes nothing. */
  cancelLabel: string;
  /** A red button for what cannot be undone (a deletion). */
  danger?: boolean;
}

/** Asks a question and answers true when the visitor goes ahead, false otherwise. */
export type Ask = (request: ConfirmRequest) => Promise<boolean>;

/** An answer given instead of the dialog's (a component test's), from the question's text. */
export type Answer = (text: string) => boolean | Promise<boolean>;

interface Pending extends ConfirmRequest {
  answer: (ok: boolean) => void;
}

/**
 * The page's own replacement for `window.confirm`, whose box is the browser's: drawn in the
 * browser's language and direction (an English 'OK' and 'Cancel' on a Hindi or Arabic page),
 * titled with the site's address, with buttons that say nothing of the action, and it stops the
 * page's scripts (a quiz's clock) while open. This one is a modal `Dialog` in the page's language,
 * its buttons named by the action (focus on the dialog so a screen reader reads the question,
 * Tab kept inside, Escape or the backdrop answer no, focus back to the button that asked).
 * Render `dialog` where it may show; `dismiss()` answers no to an open question (the screen it
 * belongs to has gone). A new question answers no to the one still open. Given `answer`, no
 * dialog is drawn: it answers each question.
 */
export function useConfirmDialog(answer?: Answer): {
  ask: Ask;
  dialog: ReactNode;
  dismiss: () => void;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const open = useRef<Pending | null>(null);
  const given = useRef(answer);
  given.current = answer;
  const textId = useId();

  const settle = useCallback((ok: boolean) => {
    const current = open.current;
    open.current = null;
    setPending(null);
    current?.answer(ok);
  }, []);

  const ask = useCallback<Ask>(
    (request) =>
      new Promise<boolean>((resolve) => {
        if (given.current) {
          resolve(given.current(request.text));
          return;
        }
        open.current?.answer(false);
        const next = { ...request, answer: resolve };
        open.current = next;
        setPending(next);
      }),
    [],
  );
  const dismiss = useCallback(() => settle(false), [settle]);

  // A question left open when its screen goes is answered no, so no caller waits for ever.
  useEffect(() => () => open.current?.answer(false), []);

  const dialog = pending ? (
    <Dialog
      onClose={() => settle(false)}
      labelledBy={textId}
      initialFocus="dialog"
      data-testid="confirm-dialog"
    >
      <DialogPanel>
        <p id={textId}>{pending.text}</p>
        <DialogButtons>
          <Button
            type="button"
            $variant={pending.danger ? 'danger' : undefined}
            onClick={() => settle(true)}
          >
            {pending.confirmLabel}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => settle(false)}>
            {pending.cancelLabel}
          </Button>
        </DialogButtons>
      </DialogPanel>
    </Dialog>
  ) : null;

  return { ask, dialog, dismiss };
}
