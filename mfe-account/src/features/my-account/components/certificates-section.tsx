import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  isApiFailure,
  paths,
  useBrowserOrigin,
  useI18n,
  usePlural,
  useTranslation,
} from 'shared';
import { errorText } from '../../../lib/api-helpers';
import { useFormats } from '../../../lib/use-formats';
import {
  credentialDownloadUrl,
  fetchMyCertificates,
  linkedInAddUrl,
  type MyCertificate,
} from '../api/my-certificates';
import { fetchMyCorrections, type NameCorrection } from '../api/name-corrections';
import { CertificateQr } from './certificate-qr';
import { NameCorrectionPart } from './name-correction';
import {
  Actions,
  CardList,
  CertificateCard,
  Correction,
  Hint,
  Ltr,
  Part,
  StatusBadge,
} from './styles';
import { correctionMessages } from './correction-texts';
import { messages } from './texts';
import { useLoaded } from './use-loaded';

/** A calendar day (YYYY-MM-DD) in the page's language, as the day it names everywhere. */
function useDay() {
  const { lang } = useI18n();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [lang]);
}

function CertificateItem({
  certificate,
  origin,
  correction,
  onAsked,
}: {
  certificate: MyCertificate;
  origin: string;
  /** The certificate's latest name correction request, if any. */
  correction: NameCorrection | undefined;
  onAsked: (request: NameCorrection) => void;
}) {
  const t = useTranslation(messages);
  const plural = usePlural(t);
  const format = useFormats();
  const day = useDay();
  const { certificateId: id, courseName: course } = certificate;
  // The shareable address is the English one: it is what the signed credential names.
  const verification = `${origin}${paths.verifyCertificateDeepLink(id)}`;
  return (
    <CertificateCard aria-labelledby={`certificate-${id}`}>
      <div>
        <h3 id={`certificate-${id}`}>
          {/* Isolated: a Latin name keeps its order on a right-to-left page (CompTIA Security+). */}
          <bdi>{course}</bdi>
          <StatusBadge $status={certificate.status}>
            <span className="visually-hidden">{t('statusLabel')}: </span>
            {t(`status_${certificate.status}`)}
          </StatusBadge>
        </h3>
        <dl>
          <dt>{t('certificateId')}</dt>
          <dd>
            <Ltr>{id}</Ltr>
          </dd>
          <dt>{t('nameOnCertificate')}</dt>
          <dd>
            <bdi>{certificate.fullName}</bdi>
          </dd>
          <dt>{t('issuedBy')}</dt>
          <dd>
            <bdi>{certificate.issuedBy}</bdi>
          </dd>
          <dt>{t('issued')}</dt>
          <dd>
            <time dateTime={certificate.issueDate}>{day(certificate.issueDate)}</time>
          </dd>
          <dt>{t('validUntil')}</dt>
          <dd>
            {certificate.expiryDate ? (
              <time dateTime={certificate.expiryDate}>{day(certificate.expiryDate)}</time>
            ) : (
              t('neverExpires')
            )}
          </dd>
          <dt>{t('verified')}</dt>
          <dd>
            {plural('verifiedCount', certificate.verifications.total, {
              recent: format.number(certificate.verifications.last30Days),
            })}
          </dd>
          <dt>{t('verificationLink')}</dt>
          <dd>
            <a href={verification}>
              <Ltr>{verification}</Ltr>
            </a>
          </dd>
        </dl>
      </div>
      <CertificateQr link={verification} label={t('qrLabel', { id })} />
      <Actions>
        <Link to={paths.verifyCertificateDeepLink(id)} aria-label={t('openPageNamed', { course })}>
          {t('openPage')}
        </Link>
        {certificate.signed ? (
          <a
            href={credentialDownloadUrl(id)}
            download={`${id}.credential.json`}
            aria-label={t('downloadCredentialNamed', { course })}
          >
            {t('downloadCredential')}
          </a>
        ) : (
          <Hint>{t('credentialPending')}</Hint>
        )}
        {certificate.status === 'revoked' ? null : (
          <a
            href={linkedInAddUrl(certificate, verification)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('addToLinkedInNamed', { course })}
          >
            {t('addToLinkedIn')}
          </a>
        )}
      </Actions>
      <Correction>
        <NameCorrectionPart certificate={certificate} latest={correction} onAsked={onAsked} />
      </Correction>
    </CertificateCard>
  );
}

/** The learner's name correction requests; none shown when they cannot be read. */
const fetchMyCorrectionsOrNone = () => fetchMyCorrections().catch(() => []);

/** The certificates issued to the account's proven address, each with what to do with it. */
export function CertificatesSection() {
  const t = useTranslation(messages);
  // Loaded with the section's own texts, so the page is not hidden again when a card asks for them.
  useTranslation(correctionMessages);
  const origin = useBrowserOrigin() ?? '';
  const { data, error, done } = useLoaded(fetchMyCertificates);
  const notProven = isApiFailure(error) && error.code === 'EMAIL_NOT_PROVEN';
  // The requests as loaded (newest first), with those sent from this page in front.
  const loaded = useLoaded(fetchMyCorrectionsOrNone);
  const [sent, setSent] = useState<NameCorrection[]>([]);
  const onAsked = useCallback((request: NameCorrection) => setSent((s) => [request, ...s]), []);
  const latest = (certificateId: string) =>
    [...sent, ...(loaded.data ?? [])].find((c) => c.certificateId === certificateId);
  return (
    <Part id="certificates" aria-labelledby="certificates-title">
      <h2 id="certificates-title">{t('certificatesTitle')}</h2>
      {!done ? <Hint>{t('certificatesLoading')}</Hint> : null}
      {notProven ? <Alert $tone="info">{t('notProven')}</Alert> : null}
      {error && !notProven ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('certificatesFailed'))}
        </Alert>
      ) : null}
      {data && data.length === 0 ? <Hint>{t('certificatesEmpty')}</Hint> : null}
      {data && data.length > 0 ? (
        <CardList>
          {data.map((certificate) => (
            <CertificateItem
              key={certificate.certificateId}
              certificate={certificate}
              origin={origin}
              correction={latest(certificate.certificateId)}
              onAsked={onAsked}
            />
          ))}
        </CardList>
      ) : null}
    </Part>
  );
}
