import { useState } from 'react';
import { Alert, Button, usePlural, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import { saveFile } from '../../../../lib/save-file';
import {
  exportAuditEvents,
  verifyAuditChain,
  type AuditChainCheck,
  type AuditFilters,
} from '../../api/audit-api';
import { Buttons } from './styles';
import { messages } from './texts';

const FILE_NAME = 'audit-log.csv';

/**
 * The export of the events the filters select, and the check of the chain: from the last event
 * checked (quick), or the whole chain again (finds an event changed before that check too).
 */
export function LogTools({ filters }: { filters: AuditFilters }) {
  const t = useTranslation(messages);
  const plural = usePlural(t);
  const [exporting, setExporting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [chain, setChain] = useState<AuditChainCheck | null>(null);

  async function exportCsv() {
    setExporting(true);
    setError(null);
    setStatus(t('exporting'));
    try {
      saveFile(await exportAuditEvents(filters), FILE_NAME);
      setStatus(t('exported', { file: FILE_NAME }));
    } catch (e) {
      setStatus('');
      setError(errorText(e, t('exportFailed')));
    } finally {
      setExporting(false);
    }
  }

  async function checkChain(full: boolean) {
    setChecking(true);
    setError(null);
    setChain(null);
    setStatus(t('checking'));
    try {
      setChain(await verifyAuditChain(full));
      setStatus('');
    } catch (e) {
      setStatus('');
      setError(errorText(e, t('checkFailed')));
    } finally {
      setChecking(false);
    }
  }

  return (
    <>
      <Buttons>
        <Button
          type="button"
          $variant="secondary"
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          {t('exportCsv')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={checking}
          onClick={() => void checkChain(false)}
        >
          {t('checkChain')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={checking}
          onClick={() => void checkChain(true)}
        >
          {t('checkChainFull')}
        </Button>
      </Buttons>
      <p role="status">{status}</p>
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {chain?.valid ? (
        <Alert $tone="success" role="status">
          {plural('chainIntact', chain.count)}
        </Alert>
      ) : null}
      {chain && !chain.valid ? (
        <Alert $tone="error" role="alert">
          {t('chainBroken', { id: chain.firstBrokenId ?? '?' })}
        </Alert>
      ) : null}
    </>
  );
}
