import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { defineDictionary, useSiteConfig, useTranslation } from 'shared';

export const payMessages = defineDictionary({
  payNow: 'Pay Now',
  paypal: 'PayPal',
  card: 'Credit / Debit Card (Stripe)',
  bank: 'Bank Transfer',
  bankTitle: 'Bank Transfer Details',
  accountNumber: 'Account Number',
  bankName: 'Bank Name',
  branchName: 'Branch Name',
  accountHolder: 'Account Holder Name',
  ifsc: 'IFSC Code',
  email: 'EMAIL',
  close: 'Close',
});

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
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
  inset-inline-end: 0;
  top: 100%;
  margin: 0.25rem 0 0;
  padding: 0.25rem;
  list-style: none;
  min-width: 16rem;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  z-index: 60;
  a,
  button {
    display: block;
    width: 100%;
    padding: 0.6rem 0.75rem;
    text-align: start;
    background: none;
    border: 0;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    cursor: pointer;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(15, 23, 42, 0.55);
  display: grid;
  place-items: center;
  z-index: 100;
`;

const Dialog = styled.div`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.5rem;
  width: min(32rem, 92vw);
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.4rem 1rem;
  }
  dd {
    margin: 0;
  }
`;

/** The 'Pay Now' menu the shell renders in its navigation (SPEC §2 'Top navigation'). */
export function PayNowMenu() {
  const t = useTranslation(payMessages);
  const { payments, bank } = useSiteConfig();
  const [open, setOpen] = useState(false);
  const [bankOpen, setBankOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      <Trigger
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('payNow')}
      </Trigger>
      {open ? (
        <Menu id={menuId} role="menu">
          <li role="none">
            <a
              role="menuitem"
              href={payments.paypalUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setOpen(false)}
            >
              {t('paypal')}
            </a>
          </li>
          <li role="none">
            <a
              role="menuitem"
              href={payments.cardPaymentUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setOpen(false)}
            >
              {t('card')}
            </a>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                setBankOpen(true);
              }}
            >
              {t('bank')}
            </button>
          </li>
        </Menu>
      ) : null}
      {bankOpen ? (
        <Backdrop onClick={(e) => e.target === e.currentTarget && setBankOpen(false)}>
          <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId}>
            <h2 id={titleId}>{t('bankTitle')}</h2>
            <dl>
              <dt>{t('accountNumber')}</dt>
              <dd>{bank.accountNumber}</dd>
              <dt>{t('bankName')}</dt>
              <dd>{bank.bankName}</dd>
              <dt>{t('branchName')}</dt>
              <dd>{bank.branchName}</dd>
              <dt>{t('accountHolder')}</dt>
              <dd>{bank.accountHolderName}</dd>
              <dt>{t('ifsc')}</dt>
              <dd>{bank.ifscCode}</dd>
              <dt>{t('email')}</dt>
              <dd>{bank.email}</dd>
            </dl>
            <button type="button" onClick={() => setBankOpen(false)}>
              {t('close')}
            </button>
          </Dialog>
        </Backdrop>
      ) : null}
    </Wrapper>
  );
}
