import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import styled from 'styled-components';
import { useSiteConfig, useTranslation } from 'shared';
import { payMessages } from './i18n/messages';

export { payMessages };

// The dialog is its own chunk: this menu sits in the navigation of every page and stays small.
const loadDialog = () => import('./components/bank-details-dialog');
const BankDetailsDialog = lazy(() => loadDialog().then((m) => ({ default: m.BankDetailsDialog })));

// Inline so the menu lines up with the button wherever the host places it.
const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 0;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const Menu = styled.ul`
  position: absolute;
  inset-inline-start: 0;
  top: 100%;
  &[data-align='end'] {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
  margin: 0.25rem 0 0;
  padding: 0.25rem;
  list-style: none;
  min-width: 16rem;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  z-index: 60;
  [role='menuitem'] {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: 0.6rem 0.75rem;
    text-align: start;
    background: none;
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    cursor: pointer;
  }
  [role='menuitem']:hover,
  [role='menuitem']:focus {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

type FocusTarget = 'first' | 'last' | null;

/**
 * The 'Pay Now' menu button the shell renders in its navigation (SPEC §2 'Top navigation', §4):
 * a WAI-ARIA menu button with PayPal, the hosted card page and the bank transfer details.
 */
export function PayNowMenu() {
  const t = useTranslation(payMessages);
  const { payments } = useSiteConfig();
  const [open, setOpen] = useState(false);
  const [bankOpen, setBankOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const [align, setAlign] = useState<'start' | 'end'>('start');
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const keyboardActivation = useRef(false);
  const menuId = useId();
  const triggerId = useId();

  const items = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const openMenu = (target: FocusTarget) => {
    // Warm the dialog's chunk so 'Bank Transfer' opens without a wait.
    void loadDialog().catch(() => undefined);
    setFocusTarget(target);
    setOpen(true);
  };

  const closeMenu = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setFocusTarget(null);
    if (returnFocus) trigger.current?.focus();
  }, []);

  // The button may sit at either edge of the navigation: the menu opens towards the free side.
  useLayoutEffect(() => {
    if (!open || !menu.current) return;
    const rect = menu.current.getBoundingClientRect();
    if (rect.right > window.innerWidth || rect.left < 0) {
      setAlign((current) => (current === 'start' ? 'end' : 'start'));
    }
  }, [open]);

  useEffect(() => {
    if (!open || !focusTarget) return;
    const list = items();
    (focusTarget === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [open, focusTarget]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: globalThis.MouseEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) closeMenu(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, closeMenu]);

  const onTriggerClick = (e: MouseEvent<HTMLButtonElement>) => {
    // A click from Enter or Space (detail 0, or flagged on keydown) focuses the first item.
    const byKeyboard = keyboardActivation.current || e.detail === 0;
    keyboardActivation.current = false;
    if (open) closeMenu(false);
    else openMenu(byKeyboard ? 'first' : null);
  };

  const onTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      keyboardActivation.current = true;
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu(e.key === 'ArrowDown' ? 'first' : 'last');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      closeMenu(true);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        e.preventDefault();
        focusAt(0);
        break;
      case 'End':
        e.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        e.preventDefault();
        closeMenu(true);
        break;
      case 'Tab':
        // Leaving the menu with Tab closes it; focus carries on from the button.
        closeMenu(false);
        trigger.current?.focus();
        break;
      case ' ':
        // Links do not react to Space on their own; buttons do, so only links are clicked here.
        if (e.target instanceof HTMLAnchorElement) {
          e.preventDefault();
          e.target.click();
        }
        break;
      default:
    }
  };

  const closeBank = useCallback(() => {
    setBankOpen(false);
    trigger.current?.focus();
  }, []);

  return (
    <Wrapper ref={wrapper}>
      <Trigger
        ref={trigger}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {t('payNow')}
        <span aria-hidden="true">▾</span>
      </Trigger>
      {open ? (
        <Menu
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          data-align={align}
          onKeyDown={onMenuKeyDown}
        >
          <li role="none">
            <a
              role="menuitem"
              tabIndex={-1}
              href={payments.paypalUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => closeMenu(true)}
            >
              {t('paypal')}
              <VisuallyHidden> {t('newTab')}</VisuallyHidden>
            </a>
          </li>
          <li role="none">
            <a
              role="menuitem"
              tabIndex={-1}
              href={payments.cardPaymentUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => closeMenu(true)}
            >
              {t('card')}
              <VisuallyHidden> {t('newTab')}</VisuallyHidden>
            </a>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                closeMenu(false);
                setBankOpen(true);
              }}
            >
              {t('bank')}
            </button>
          </li>
        </Menu>
      ) : null}
      {bankOpen ? (
        <Suspense fallback={null}>
          <BankDetailsDialog onClose={closeBank} />
        </Suspense>
      ) : null}
    </Wrapper>
  );
}
