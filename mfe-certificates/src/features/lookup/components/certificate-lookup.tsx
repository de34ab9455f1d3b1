import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  defineDictionary,
  Field,
  Heading,
  Lead,
  PageContainer,
  useI18n,
  usePageMeta,
  useTranslation,
} from 'shared';
import { getCertificate, type Certificate } from '../api/get-certificate';

export const lookupMessages = defineDictionary({
  title: 'Verify a certificate',
  intro: 'Enter the certificate ID printed on the certificate to confirm it is genuine.',
  label: 'Enter Certificate ID',
  verify: 'Verify',
  verifying: 'Verifying…',
  empty: 'Please enter a valid Certificate ID.',
  notFound: 'Certificate not found.',
  details: 'Certificate Details',
  verified: 'Verified',
  revoked: 'Revoked',
  name: 'Name',
  certificateId: 'Certificate ID',
  issuedBy: 'Issued By',
  course: 'Course',
  issueDate: 'Issue Date',
});

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

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.4rem 1rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(lang, { year: 'numeric', month: 'long', day: 'numeric' });
}

export function CertificateLookup() {
  const t = useTranslation(lookupMessages);
  const { lang } = useI18n();
  usePageMeta(t('title'), t('intro'));
  const [id, setId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Certificate | null>(null);
  const [loading, setLoading] = useState(false);

  async function verify(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setResult(null);
    const trimmed = id.trim();
    if (!trimmed) {
      setError(t('empty'));
      return;
    }
    setLoading(true);
    const certificate = await getCertificate(trimmed);
    setLoading(false);
    if (certificate) setResult(certificate);
    else setError(t('notFound'));
  }

  return (
    <PageContainer>
      <Heading>{t('title')}</Heading>
      <Lead>{t('intro')}</Lead>
      <form onSubmit={verify} noValidate>
        <Row>
          <Field>
            <label htmlFor="certificate-id">{t('label')}</label>
            <input
              id="certificate-id"
              name="certificateId"
              placeholder={t('label')}
              autoComplete="off"
              value={id}
              onChange={(e) => setId(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={loading}>
            {loading ? t('verifying') : t('verify')}
          </Button>
        </Row>
      </form>
      <div aria-live="polite">
        {error ? (
          <Alert $tone="error" role="alert">
            {error}
          </Alert>
        ) : null}
        {result ? (
          <Card aria-labelledby="certificate-details">
            <h2 id="certificate-details">
              {t('details')}{' '}
              <span>{result.status === 'revoked' ? t('revoked') : t('verified')}</span>
            </h2>
            <Details>
              <dt>{t('name')}</dt>
              <dd>{result.fullName}</dd>
              <dt>{t('certificateId')}</dt>
              <dd>{result.certificateId}</dd>
              <dt>{t('issuedBy')}</dt>
              <dd>{result.issuedBy}</dd>
              <dt>{t('course')}</dt>
              <dd>{result.courseName}</dd>
              <dt>{t('issueDate')}</dt>
              <dd>{formatDate(result.issueDate, lang)}</dd>
            </Details>
          </Card>
        ) : null}
      </div>
    </PageContainer>
  );
}
