import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

type FocusTarget = 'first' | 'last' | null;

export interface MenuButtonOptions {
  /** Called when the menu opens (e.g. to warm a chunk one of its items needs). */
  onOpen?: () => void;
  /** Focus the first item when a pointer click opens the menu too (default: keyboard only). */
  focusFirstOnClick?: boolean;
}

/**
 * A WAI-ARIA menu button (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/): spread
 * `triggerProps` on the button and `menuProps` on the list; items carry role="menuitem" and
 * tabIndex={-1} and call `close(true)` when chosen.
 *
 * - Enter, Space or ArrowDown on the button open the menu with the first item focused,
 *   ArrowUp with the last; a pointer click opens it without moving focus unless
 *   `focusFirstOnClick`.
 * - In the menu: ArrowDown/ArrowUp move (wrapping), Home/End jump, Escape closes and gives
 *   focus back to the button, Tab closes and lets focus carry on from the button; Space
 *   follows a link item.
 * - A pointer down outside the button and the menu closes it.
 */
export function useMenuButton({ onOpen, focusFirstOnClick = false }: MenuButtonOptions = {}) {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const keyboardActivation = useRef(false);
  const menuId = useId();
  const triggerId = useId();
  const opened = useRef(onOpen);
  useEffect(() => {
    opened.current = onOpen;
  });

  const items = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const show = (target: FocusTarget) => {
    opened.current?.();
    setFocusTarget(target);
    setOpen(true);
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setFocusTarget(null);
    if (returnFocus) trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open || !focusTarget) return;
    const list = items();
    (focusTarget === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [open, focusTarget]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.MouseEvent) => {
      const target = event.target as Node;
      if (!trigger.current?.contains(target) && !menu.current?.contains(target)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, close]);

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A click from Enter or Space (detail 0, or flagged on keydown) focuses the first item.
    const byKeyboard = keyboardActivation.current || event.detail === 0;
    keyboardActivation.current = false;
    if (open) close(false);
    else show(byKeyboard || focusFirstOnClick ? 'first' : null);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      keyboardActivation.current = true;
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusAt(index + 1),
      ArrowUp: () => focusAt(index < 0 ? -1 : index - 1),
      Home: () => focusAt(0),
      End: () => focusAt(-1),
      Escape: () => close(true),
    };
    const move = keys[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key === 'Tab') {
      // Leaving the menu with Tab closes it; focus carries on from the button.
      close(false);
      trigger.current?.focus();
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // Links do not react to Space on their own (buttons do).
      event.preventDefault();
      event.target.click();
    }
  };

  return {
    open,
    close,
    triggerProps: {
      ref: trigger,
      id: triggerId,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: onTriggerClick,
      onKeyDown: onTriggerKeyDown,
    },
    menuProps: {
      ref: menu,
      id: menuId,
      role: 'menu' as const,
      onKeyDown: onMenuKeyDown,
    },
  };
}
