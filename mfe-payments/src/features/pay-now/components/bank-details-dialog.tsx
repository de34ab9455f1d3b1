import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { Button, useSiteConfig, useTranslation, type Translate } from 'shared';
import { Dialog } from 'shared/dialog';
import { payMessages, type PayNowKey } from '../i18n/messages';
import { selectContents, writeClipboard } from './clipboard';

/** The copy confirmation stays for 2000 ms. */
export const COPY_CONFIRMATION_MS = 2000;

const Panel = styled.div`
  position: relative;
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.5rem;
  width: min(34rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  &:focus {
    outline: none;
  }
  h2 {
    margin: 0 2.5rem 0.5rem 0;
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: 0.5rem;
  inset-inline-end: 0.5rem;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  font-size: 1.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  align-items: center;
  gap: 0.35rem 0.75rem;
  margin: 0 0 1rem;
  > div {
    display: contents;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
  dd > span {
    overflow-wrap: anywhere;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
    dt {
      margin-top: 0.4rem;
    }
  }
`;

/* Kept out of a manual copy: only the details themselves are selected for the clipboard. */
const RowCopy = styled.button`
  user-select: none;
  min-height: 36px;
  padding: 0.25rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.9rem;
  cursor: pointer;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const Status = styled.p`
  &&& {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.success};
  }
  &[data-tone='hint'] {
    color: ${({ theme }) => theme.colors.text};
  }
`;

type CopyStatus =
  { kind: 'none' } | { kind: 'all' } | { kind: 'field'; label: string } | { kind: 'manual' };

interface Row {
  key: string;
  label: PayNowKey;
  value: string;
}

/**
 * The 'Bank Transfer Details' dialog, opened from the Pay Now menu: the site's bank details
 * and their copy buttons. On shared's Dialog (native <dialog>, top layer): focus goes to the
 * dialog itself so its title and intro are read first.
 */
export function BankDetailsDialog({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  /** The Pay Now button: focus goes back there when the dialog closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslation(payMessages);
  const { bank } = useSiteConfig();
  const titleId = useId();
  const introId = useId();
  const details = useRef<HTMLDListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [status, setStatus] = useState<CopyStatus>({ kind: 'none' });

  const rows: Row[] = [
    { key: 'accountNumber', label: 'accountNumber', value: bank.accountNumber },
    { key: 'bankName', label: 'bankName', value: bank.bankName },
    { key: 'branchName', label: 'branchName', value: bank.branchName },
    { key: 'accountHolder', label: 'accountHolder', value: bank.accountHolderName },
    { key: 'ifsc', label: 'ifsc', value: bank.ifscCode },
    { key: 'email', label: 'email', value: bank.email },
  ];

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: CopyStatus, expires: boolean) => {
    clearTimeout(timer.current);
    setStatus(next);
    if (expires) {
      timer.current = setTimeout(() => setStatus({ kind: 'none' }), COPY_CONFIRMATION_MS);
    }
  }, []);

  const copyAll = async () => {
    const block = [t('bankTitle'), ...rows.map((row) => `${t(row.label)}: ${row.value}`)].join(
      '\n',
    );
    if (await writeClipboard(block)) {
      show({ kind: 'all' }, true);
    } else if (details.current) {
      selectContents(details.current);
      show({ kind: 'manual' }, false);
    }
  };

  const copyOne = async (row: Row, valueElement: HTMLElement | null) => {
    if (await writeClipboard(row.value)) {
      show({ kind: 'field', label: t(row.label) }, true);
    } else if (valueElement) {
      selectContents(valueElement);
      show({ kind: 'manual' }, false);
    }
  };

  const message =
    status.kind === 'all'
      ? t('copied')
      : status.kind === 'field'
        ? t('fieldCopied', { label: status.label })
        : status.kind === 'manual'
          ? t('copyManually')
          : '';

  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      describedBy={introId}
      initialFocus="dialog"
      returnFocusTo={returnFocusTo}
      data-testid="bank-details-backdrop"
    >
      <Panel>
        <h2 id={titleId}>{t('bankTitle')}</h2>
        <CloseButton type="button" aria-label={t('close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </CloseButton>
        <p id={introId}>{t('bankIntro')}</p>
        <Details ref={details}>
          {rows.map((row) => (
            <DetailRow key={row.key} row={row} onCopy={copyOne} t={t} />
          ))}
        </Details>
        <Actions>
          <Button type="button" onClick={() => void copyAll()}>
            {t('copyAll')}
          </Button>
          <Status role="status" data-tone={status.kind === 'manual' ? 'hint' : 'done'}>
            {message}
          </Status>
        </Actions>
      </Panel>
    </Dialog>
  );
}

function DetailRow({
  row,
  onCopy,
  t,
}: {
  row: Row;
  onCopy: (row: Row, valueElement: HTMLElement | null) => Promise<void>;
  t: Translate<PayNowKey>;
}) {
  const value = useRef<HTMLElement>(null);
  const label = t(row.label);
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <span ref={value}>{row.value}</span>
        <RowCopy
          type="button"
          aria-label={t('copyField', { label })}
          onClick={() => void onCopy(row, value.current)}
        >
          {t('copy')}
        </RowCopy>
      </dd>
    </div>
  );
}
