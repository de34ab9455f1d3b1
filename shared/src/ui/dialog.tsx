import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';

export interface DialogProps {
  /** Called on Escape, on a click on the backdrop, and by the caller's own close buttons. */
  onClose: () => void;
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  /**
   * Where focus goes on opening: 'first' (the browser's choice: an `autoFocus` element or the
   * first focusable one) or 'dialog' (the dialog itself, so a screen reader reads its title and
   * text first).
   */
  initialFocus?: 'first' | 'dialog';
  /**
   * Where focus goes when it closes. Default: the element that had focus when it opened, if it
   * is still in the page (a menu item that opened it is not: pass the menu's button).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last (WAI-ARIA
 * dialog pattern). The browser already keeps focus off the inert page; this also keeps it off
 * the browser's own controls, the same in every browser.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden]'),
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const next = event.shiftKey
    ? active === first || active === event.currentTarget
      ? last
      : null
    : active === last
      ? first
      : null;
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

const Native = styled.dialog`
  /* The box is the caller's (className); the element itself only frames it. */
  padding: 0;
  border: 0;
  background: transparent;
  max-width: calc(100vw - 2rem);
  max-height: calc(100dvh - 2rem);
  overflow: visible;
  color: ${({ theme }) => theme.colors.text};
  &::backdrop {
    background: rgba(15, 23, 42, 0.55);
  }
  &:focus {
    outline: none;
  }
`;

/**
 * A modal dialog on the native <dialog> element, opened with showModal(): the browser makes the
 * page behind inert and puts the dialog in the top layer, so no ancestor's overflow or stacking
 * clips it. On top of that: Tab wraps inside it, Escape and a click on the backdrop call
 * `onClose`, the page does not scroll while it is open, and focus goes back to the element that
 * had it when it opened. Render it while open (`{open ? <Dialog …/> : null}`).
 */
export function Dialog({
  onClose,
  labelledBy,
  describedBy,
  initialFocus = 'first',
  returnFocusTo,
  className,
  children,
  ...rest
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTo = returnFocusTo?.current ?? null;
    const body = document.body;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    if (initialFocus === 'dialog') dialog.focus();
    return () => {
      if (dialog.open) dialog.close();
      body.style.overflow = previousOverflow;
      // After close(): the page is no longer inert, so focus can move back.
      const target = returnTo ?? (opener?.isConnected ? opener : null);
      target?.focus();
    };
  }, [initialFocus, returnFocusTo]);

  return (
    <Native
      ref={ref}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      className={className}
      data-testid={rest['data-testid']}
      onCancel={(event) => {
        // Escape: the caller decides (it unmounts the dialog), not the browser.
        event.preventDefault();
        close.current();
      }}
      onKeyDown={(event) => {
        // Keys inside a modal dialog are its own: the host's containers (a menu that closes on
        // Escape) do not see them.
        event.stopPropagation();
        if (event.defaultPrevented) return;
        if (event.key === 'Escape') {
          event.preventDefault();
          close.current();
        } else if (event.key === 'Tab') wrapTab(event);
      }}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        event.stopPropagation();
        // The backdrop is the dialog element itself (its content fills the box). Only a click
        // that starts and ends there closes: a text selection dragged out of the box does not.
        if (pressedOnBackdrop.current && event.target === event.currentTarget) close.current();
        pressedOnBackdrop.current = false;
      }}
    >
      {children}
    </Native>
  );
}
