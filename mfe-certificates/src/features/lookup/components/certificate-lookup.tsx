import { useEffect, useRef, useState, type FormEvent } from 'react';
import { certificatePageData } from 'contracts';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Field,
  Heading,
  Lead,
  PageContainer,
  pageData,
  Spinner,
  usedPageData,
  useI18n,
  usePageMeta,
  useTranslation,
} from 'shared';
import type { Certificate } from '../api/get-certificate';
import { useCertificateLookup } from '../hooks/use-certificate-lookup';
import { lookupMessages } from '../i18n/messages';
import { isExpired } from '../lib/expiry';
import { formatIssueDate } from '../lib/format-date';
import { CertificateCard } from './certificate-card';

const Row = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: flex-end;
  flex-wrap: wrap;
  > div {
    flex: 1 1 16rem;
    margin: 0;
  }
`;

const Busy = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-top: 1rem;
`;

/**
 * The certificate lookup page. A deep link (/verify-certificate/<id> or ?id=<id>) fills the
 * box and verifies on arrival, so a printed or shared certificate can point here.
 */
export function CertificateLookup() {
  const t = useTranslation(lookupMessages);
  const { lang } = useI18n();
  usePageMeta(t('title'), t('intro'));
  const { certificateId: fromPath } = useParams();
  const [searchParams] = useSearchParams();
  const linkedId = (fromPath ?? searchParams.get('id') ?? '').trim();
  const [id, setId] = useState(linkedId);
  // The server renders a certificate's page with the certificate (API 'page-data'): it is the
  // result at once, and the arrival's request is not made (docs/PERFORMANCE.md 'Prerendering').
  const sentKey = certificatePageData.certificate(linkedId);
  const [sent] = useState(() => (linkedId ? (pageData<Certificate>(sentKey) ?? null) : null));
  const arrivedWith = useRef(sent ? linkedId : null);
  const { loading, error, result, highlighted, verify } = useCertificateLookup(sent);

  useEffect(() => {
    if (!linkedId) return;
    setId(linkedId);
    if (arrivedWith.current === linkedId) {
      arrivedWith.current = null;
      usedPageData(sentKey);
      return;
    }
    void verify(linkedId);
  }, [linkedId, sentKey, verify]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void verify(id);
  }

  const announcement = loading ? t('verifying') : result ? announce(result) : '';

  /** What the status region says of a result; as the card's badge, revoked wins over expired. */
  function announce({ certificateId: id, status, expiryDate }: Certificate) {
    if (status === 'revoked') return t('announceRevoked', { id });
    if (expiryDate && isExpired(expiryDate)) {
      return t('announceExpired', { id, date: formatIssueDate(expiryDate, lang) });
    }
    return t('announceVerified', { id });
  }

  return (
    <PageContainer>
      <Heading>{t('title')}</Heading>
      <Lead>{t('intro')}</Lead>
      <form onSubmit={onSubmit} noValidate aria-busy={loading}>
        <Row>
          <Field>
            <label htmlFor="certificate-id">{t('label')}</label>
            <input
              id="certificate-id"
              name="certificateId"
              placeholder={t('label')}
              autoComplete="off"
              spellCheck={false}
              value={id}
              aria-invalid={error === 'empty'}
              aria-describedby={error ? 'certificate-error' : undefined}
              onChange={(e) => setId(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={loading}>
            {loading ? t('verifying') : t('verify')}
          </Button>
        </Row>
      </form>
      {/* One polite region for progress and results; errors use role=alert to interrupt. */}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {loading ? (
        <Busy aria-hidden="true">
          <Spinner />
        </Busy>
      ) : null}
      <div role="alert" id="certificate-error">
        {error ? <Alert $tone="error">{t(error)}</Alert> : null}
      </div>
      {result ? <CertificateCard certificate={result} highlighted={highlighted} /> : null}
    </PageContainer>
  );
}
