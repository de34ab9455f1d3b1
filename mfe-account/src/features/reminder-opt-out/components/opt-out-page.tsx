import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Heading,
  isApiFailure,
  PageContainer,
  serverMessage,
  usePageMeta,
  useTranslation,
} from 'shared';
import { stopReminders } from '../api/opt-out-api';
import { reminderOptOutMessages } from './texts';

const Narrow = styled(PageContainer)`
  max-width: 36rem;
`;

/** Refusals that another press cannot change: the link itself is wrong or too old. */
const FINAL_CODES = new Set(['REMINDER_LINK_INVALID', 'REMINDER_LINK_EXPIRED']);

type Result = { tone: 'success' | 'error'; text: string; final: boolean };

/**
 * Keeps search engines from listing the page: its address holds a person's token. The tag is
 * removed when the person leaves, so the next page of the single-page site is indexed as before.
 */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /reminders/opt-out?token=…, the page a renewal reminder links to. It asks first and records
 * nothing until the button is pressed: mail scanners and link previews open every link in a
 * message, and only the person should stop their reminders. The answer (the server's words,
 * in the e-mail's language) takes the focus, so a screen reader reads it at once.
 */
export function ReminderOptOutPage() {
  const t = useTranslation(reminderOptOutMessages);
  usePageMeta(t('title'));
  useNoIndex();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  async function stop() {
    setBusy(true);
    setResult(null);
    try {
      const answer = await stopReminders(token);
      setResult({ tone: 'success', text: answer.message || t('done'), final: true });
    } catch (failure) {
      const final = isApiFailure(failure) && FINAL_CODES.has(failure.code ?? '');
      setResult({ tone: 'error', text: serverMessage(failure) ?? t('failed'), final });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Narrow>
      <Heading>{t('question')}</Heading>
      <p>{t('explain')}</p>
      {!token ? (
        <Alert $tone="error" role="alert">
          {t('noToken')}
        </Alert>
      ) : null}
      {result ? (
        <Alert
          ref={resultRef}
          tabIndex={-1}
          $tone={result.tone}
          role={result.tone === 'error' ? 'alert' : 'status'}
        >
          {result.text}
        </Alert>
      ) : null}
      {token && !result?.final ? (
        <Button type="button" disabled={busy} aria-busy={busy} onClick={() => void stop()}>
          {busy ? t('stopping') : t('stop')}
        </Button>
      ) : null}
    </Narrow>
  );
}
