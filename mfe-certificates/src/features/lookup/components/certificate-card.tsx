import { useRef, useState } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Button, Card, paths, useBrowserOrigin, useI18n, useToast, useTranslation } from 'shared';
import { credentialDownloadUrl } from '../api/check-credential';
import type { Certificate } from '../api/get-certificate';
import { lookupEn } from '../i18n/en';
import { lookupMessages } from '../i18n/messages';
import { isExpired } from '../lib/expiry';
import { formatIssueDate } from '../lib/format-date';
import { linkedInAddUrl } from '../lib/linkedin';
import { downloadCertificatePdf } from '../pdf/download-certificate-pdf';
import { SignatureLine } from './signature-line';

/** The copy confirmation lasts 2000 ms. */
export const COPIED_MS = 2000;

/** Revoked wins over expired: a revoked certificate is shown as revoked whatever its dates. */
type Standing = 'valid' | 'expired' | 'revoked';

function toneOf(theme: DefaultTheme, standing: Standing) {
  if (standing === 'revoked') return { colour: theme.colors.danger, bg: theme.colors.dangerBg };
  // Expired is a warning, not an error: the certificate is still genuine.
  if (standing === 'expired') return { colour: theme.colors.accent, bg: theme.colors.surface };
  return { colour: theme.colors.success, bg: theme.colors.successBg };
}

const Capture = styled(Card)<{ $highlighted: boolean; $standing: Standing }>`
  margin-top: 1rem;
  border-width: 2px;
  border-color: ${({ theme, $standing }) =>
    $standing === 'valid' ? theme.colors.border : toneOf(theme, $standing).colour};
  transition:
    background-color 0.4s ease,
    border-color 0.4s ease;
  ${({ theme, $highlighted, $standing }) =>
    $highlighted &&
    css`
      background: ${toneOf(theme, $standing).bg};
      border-color: ${toneOf(theme, $standing).colour};
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

const Badge = styled.span<{ $standing: Standing }>`
  display: inline-block;
  font-size: 0.9rem;
  font-weight: 700;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  color: #fff;
  background: ${({ theme, $standing }) => toneOf(theme, $standing).colour};
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

/** The revoked or expired note, between the heading and the details. */
const StateNote = styled.p`
  margin: 0.5rem 0 0.75rem;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0.5rem 0 0;
  overflow-wrap: anywhere;
`;

/**
 * The shareable address of a certificate (absolute, so it works printed or pasted anywhere; the
 * server's render, which has no origin, writes the path, and hydration makes it absolute).
 */
export function deepLink(certificateId: string, origin = ''): string {
  return `${origin}${paths.verifyCertificateDeepLink(certificateId)}`;
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
  const expiryDate = certificate.expiryDate ?? null;
  const expiredOn = !revoked && isExpired(expiryDate) ? expiryDate : null;
  const standing: Standing = revoked ? 'revoked' : expiredOn ? 'expired' : 'valid';
  // Rendered: the path in the server's HTML and while hydrating, absolute after (LinkedIn's
  // link). Copied or printed: always absolute, also when pressed as the page hydrates.
  const link = deepLink(certificate.certificateId, useBrowserOrigin());
  const absoluteLink = () => deepLink(certificate.certificateId, window.location.origin);
  const badge = { valid: t('verified'), expired: t('expired'), revoked: t('revoked') }[standing];
  const note = revoked
    ? t('revokedNote')
    : expiredOn
      ? t('expiredNote', { date: formatIssueDate(expiredOn, lang) })
      : null;

  async function copyLink() {
    const address = absoluteLink();
    try {
      await navigator.clipboard.writeText(address);
      setNotice(null);
      // A short confirmation, top-centre like every toast, for 2 s.
      toast(t('linkCopied'), { tone: 'success', durationMs: COPIED_MS });
    } catch {
      setNotice(t('copyFailed', { link: address }));
    }
  }

  async function downloadPdf() {
    const card = captureRef.current;
    if (!card) return;
    setPdfBusy(true);
    setNotice(null);
    try {
      // The PDF repeats the note as text; in English where its fonts cannot print the language.
      const englishNote = revoked
        ? lookupEn.revokedNote
        : expiredOn
          ? lookupEn.expiredNote.replace('{date}', formatIssueDate(expiredOn, 'en'))
          : undefined;
      await downloadCertificatePdf(
        card,
        certificate.certificateId,
        absoluteLink(),
        { certificateId: t('certificateId'), verifyAt: t('verifyOnline'), note: note ?? undefined },
        {
          certificateId: lookupEn.certificateId,
          verifyAt: lookupEn.verifyOnline,
          note: englishNote,
        },
      );
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
        $standing={standing}
        data-highlighted={highlighted ? 'true' : 'false'}
      >
        <h2 id="certificate-details">
          {t('details')} <Badge $standing={standing}>{badge}</Badge>
        </h2>
        {note ? <StateNote>{note}</StateNote> : null}
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
          {expiryDate ? (
            <>
              <dt>{t('validUntil')}</dt>
              <dd>{formatIssueDate(expiryDate, lang)}</dd>
            </>
          ) : null}
        </Details>
        <SignatureLine certificateId={certificate.certificateId} />
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
        <Button
          as="a"
          $variant="secondary"
          href={credentialDownloadUrl(certificate.certificateId)}
          download={`${certificate.certificateId}.credential.json`}
        >
          {t('downloadCredential')}
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
