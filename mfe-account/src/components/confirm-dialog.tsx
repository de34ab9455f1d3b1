import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from 'shared';
import { Dialog } from 'shared/dialog';
import { DialogButtons, DialogPanel } from './dialog-panel';
import { FormField } from './form-field';
import { StepUpCodeField } from './step-up-code-field';

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

/**
 * A question that also asks for a code of the visitor's own second factor (an admin action that
 * needs a step-up): a labelled field in the dialog, read out with the question.
 */
export interface CodeRequest extends ConfirmRequest {
  code: { label: string; hint?: string };
}

/**
 * A question that also asks why (a decision kept in the audit log): a labelled text field in the
 * dialog, checked against the API's lengths before the dialog answers, its problem said under it.
 */
export interface ReasonRequest extends ConfirmRequest {
  reason: { label: string; hint: string; invalid: string; minLength: number; maxLength: number };
}

/** Asks for a reason; answers it (trimmed), or null when the visitor does not go ahead. */
export type AskReason = (request: ReasonRequest) => Promise<string | null>;

/** Asks for a code; answers it (trimmed), or null when the visitor does not go ahead. */
export type AskCode = (request: CodeRequest) => Promise<string | null>;

/** Asks a question and answers true when the visitor goes ahead, false otherwise. */
export type Ask = (request: ConfirmRequest) => Promise<boolean>;

/**
 * An answer given instead of the dialog's (a component test's), from the question's text; for a
 * question with a code or a reason, a string is what was typed.
 */
export type Answer = (text: string) => boolean | string | Promise<boolean | string>;

interface Pending extends ConfirmRequest {
  code?: CodeRequest['code'];
  reason?: ReasonRequest['reason'];
  answer: (ok: boolean, code: string) => void;
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
  askCode: AskCode;
  askReason: AskReason;
  dialog: ReactNode;
  dismiss: () => void;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const open = useRef<Pending | null>(null);
  const given = useRef(answer);
  given.current = answer;
  const textId = useId();
  const fieldId = useId();

  const settle = useCallback((ok: boolean, typed = '') => {
    const current = open.current;
    open.current = null;
    setPending(null);
    setCode('');
    setProblem(undefined);
    current?.answer(ok, typed);
  }, []);

  const question = useCallback(
    (request: ConfirmRequest & Pick<Pending, 'code' | 'reason'>, answer: Pending['answer']) => {
      if (given.current) {
        void Promise.resolve(given.current(request.text)).then((reply) =>
          answer(reply !== false, typeof reply === 'string' ? reply : ''),
        );
        return;
      }
      open.current?.answer(false, '');
      const next = { ...request, answer };
      open.current = next;
      setCode('');
      setProblem(undefined);
      setPending(next);
    },
    [],
  );
  const ask = useCallback<Ask>(
    (request) => new Promise<boolean>((resolve) => question(request, (ok) => resolve(ok))),
    [question],
  );
  const askCode = useCallback<AskCode>(
    (request) =>
      new Promise<string | null>((resolve) =>
        question(request, (ok, typed) => resolve(ok ? typed.trim() : null)),
      ),
    [question],
  );
  const askReason = useCallback<AskReason>(
    (request) =>
      new Promise<string | null>((resolve) =>
        question(request, (ok, typed) => resolve(ok ? typed.trim() : null)),
      ),
    [question],
  );
  const dismiss = useCallback(() => settle(false), [settle]);

  // A question left open when its screen goes is answered no, so no caller waits for ever.
  useEffect(() => () => open.current?.answer(false, ''), []);

  const dialog = pending ? (
    <Dialog
      onClose={() => settle(false)}
      labelledBy={textId}
      initialFocus="dialog"
      data-testid="confirm-dialog"
    >
      <DialogPanel>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const { reason } = pending;
            if (reason) {
              const length = code.trim().length;
              if (length < reason.minLength || length > reason.maxLength) {
                // The field's problem is read out (role=alert) and the cursor put back in it.
                setProblem(reason.invalid);
                document.getElementById(fieldId)?.focus();
                return;
              }
            }
            if (!pending.code || code.trim()) settle(true, code);
          }}
        >
          <p id={textId}>{pending.text}</p>
          {pending.code ? (
            <StepUpCodeField
              label={pending.code.label}
              hint={pending.code.hint}
              value={code}
              onChange={setCode}
            />
          ) : null}
          {pending.reason ? (
            <FormField
              id={fieldId}
              name="reason"
              label={pending.reason.label}
              hint={pending.reason.hint}
              error={problem}
              maxLength={pending.reason.maxLength}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setProblem(undefined);
              }}
            />
          ) : null}
          <DialogButtons>
            <Button
              type="submit"
              $variant={pending.danger ? 'danger' : undefined}
              disabled={Boolean(pending.code) && !code.trim()}
            >
              {pending.confirmLabel}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => settle(false)}>
              {pending.cancelLabel}
            </Button>
          </DialogButtons>
        </form>
      </DialogPanel>
    </Dialog>
  ) : null;

  return { ask, askCode, askReason, dialog, dismiss };
}
