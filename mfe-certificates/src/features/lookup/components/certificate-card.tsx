import { useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { Button, Card, paths, useI18n, useToast, useTranslation } from 'shared';
import type { Certificate } from '../api/get-certificate';
import { lookupMessages } from '../i18n/messages';
import { linkedInAddUrl } from '../lib/linkedin';
import { downloadCertificatePdf } from '../pdf/download-certificate-pdf';

/** SPEC §9: the copy confirmation lasts 2000 ms. */
export const COPIED_MS = 2000;

const Capture = styled(Card)<{ $highlighted: boolean; $revoked: boolean }>`
  margin-top: 1rem;
  border-width: 2px;
  border-color: ${({ theme, $revoked }) => ($revoked ? theme.colors.danger : theme.colors.border)};
  transition:
    background-color 0.4s ease,
    border-color 0.4s ease;
  ${({ theme, $highlighted, $revoked }) =>
    $highlighted &&
    css`
      background: ${$revoked ? theme.colors.dangerBg : theme.colors.successBg};
      border-color: ${$revoked ? theme.colors.danger : theme.colors.success};
    `}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    flex-wrap: wrap;
    margin-top: 0;
  }
`;

const Badge = styled.span<{ $revoked: boolean }>`
  display: inline-block;
  font-size: 0.9rem;
  font-weight: 700;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  color: #fff;
  background: ${({ theme, $revoked }) => ($revoked ? theme.colors.danger : theme.colors.success)};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.4rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
  margin-top: 1rem;
`;

const Note = styled.p`
  margin: 0.5rem 0 0;
  overflow-wrap: anywhere;
`;

/** Dates the API gives as a bare day (YYYY-MM-DD) mean that calendar day everywhere. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** SPEC §2: the issue date in the user's locale, in the selected language. */
export function formatIssueDate(value: string, lang: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(lang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(DATE_ONLY.test(value) ? { timeZone: 'UTC' } : {}),
  });
}

/** The shareable address of a certificate (absolute, so it works printed or pasted anywhere). */
export function absoluteDeepLink(certificateId: string): string {
  return `${window.location.origin}${paths.verifyCertificateDeepLink(certificateId)}`;
}

interface Props {
  certificate: Certificate;
  highlighted: boolean;
}

export function CertificateCard({ certificate, highlighted }: Props) {
  const t = useTranslation(lookupMessages);
  const { lang } = useI18n();
  const captureRef = useRef<HTMLElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const toast = useToast();
  const [pdfBusy, setPdfBusy] = useState(false);
  const revoked = certificate.status === 'revoked';
  const link = absoluteDeepLink(certificate.certificateId);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      setNotice(null);
      // A short confirmation, top-centre (SPEC §8), for the 2 s of SPEC §9.
      toast(t('linkCopied'), { tone: 'success', durationMs: COPIED_MS });
    } catch {
      setNotice(t('copyFailed', { link }));
    }
  }

  async function downloadPdf() {
    const card = captureRef.current;
    if (!card) return;
    setPdfBusy(true);
    setNotice(null);
    try {
      await downloadCertificatePdf(card, certificate.certificateId, link, {
        certificateId: t('certificateId'),
        verifyAt: t('verifyOnline'),
      });
    } catch {
      setNotice(t('pdfFailed'));
    } finally {
      setPdfBusy(false);
    }
  }

  return (
    <section aria-labelledby="certificate-details">
      <Capture
        ref={captureRef}
        $highlighted={highlighted}
        $revoked={revoked}
        data-highlighted={highlighted ? 'true' : 'false'}
      >
        <h2 id="certificate-details">
          {t('details')} <Badge $revoked={revoked}>{revoked ? t('revoked') : t('verified')}</Badge>
        </h2>
        {revoked ? <Note>{t('revokedNote')}</Note> : null}
        <Details>
          <dt>{t('name')}</dt>
          <dd>
            <bdi>{certificate.fullName}</bdi>
          </dd>
          <dt>{t('certificateId')}</dt>
          <dd>
            <bdi>{certificate.certificateId}</bdi>
          </dd>
          <dt>{t('issuedBy')}</dt>
          <dd>
            <bdi>{certificate.issuedBy}</bdi>
          </dd>
          <dt>{t('course')}</dt>
          <dd>
            <bdi>{certificate.courseName}</bdi>
          </dd>
          <dt>{t('issueDate')}</dt>
          <dd>{formatIssueDate(certificate.issueDate, lang)}</dd>
        </Details>
      </Capture>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => void copyLink()}>
          {t('copyLink')}
        </Button>
        <Button
          type="button"
          onClick={() => void downloadPdf()}
          disabled={pdfBusy}
          aria-busy={pdfBusy}
        >
          {pdfBusy ? t('preparingPdf') : t('downloadPdf')}
        </Button>
        {revoked ? null : (
          <Button
            as="a"
            $variant="secondary"
            href={linkedInAddUrl(certificate, link)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('addToLinkedIn')}
            <span className="visually-hidden"> {t('opensNewTab')}</span>
          </Button>
        )}
      </Actions>
      <Note role="status">{notice}</Note>
    </section>
  );
}
