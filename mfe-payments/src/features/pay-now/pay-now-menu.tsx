import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import styled from 'styled-components';
import { useSiteConfig, useTranslation } from 'shared';
import { useMenuButton } from 'shared/menu-button';
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

/**
 * The 'Pay Now' menu button the shell renders in its top navigation:
 * a WAI-ARIA menu button (shared's useMenuButton) with PayPal, the hosted card page and the bank
 * transfer details.
 */
export function PayNowMenu() {
  const t = useTranslation(payMessages);
  const { payments } = useSiteConfig();
  const [bankOpen, setBankOpen] = useState(false);
  const [align, setAlign] = useState<'start' | 'end'>('start');
  // Warm the dialog's chunk so 'Bank Transfer' opens without a wait.
  const menu = useMenuButton({ onOpen: () => void loadDialog().catch(() => undefined) });
  const { open, close: closeMenu } = menu;
  const list = menu.menuProps.ref;
  const trigger = menu.triggerProps.ref;

  // The button may sit at either edge of the navigation: the menu opens towards the free side.
  useLayoutEffect(() => {
    if (!open || !list.current) return;
    const rect = list.current.getBoundingClientRect();
    if (rect.right > window.innerWidth || rect.left < 0) {
      setAlign((current) => (current === 'start' ? 'end' : 'start'));
    }
  }, [open, list]);

  // The dialog gives focus back to the Pay Now button as it closes.
  const closeBank = useCallback(() => setBankOpen(false), []);

  return (
    <Wrapper>
      <Trigger {...menu.triggerProps}>
        {t('payNow')}
        <span aria-hidden="true">▾</span>
      </Trigger>
      {open ? (
        <Menu {...menu.menuProps} aria-labelledby={menu.triggerProps.id} data-align={align}>
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
          <BankDetailsDialog onClose={closeBank} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </Wrapper>
  );
}
