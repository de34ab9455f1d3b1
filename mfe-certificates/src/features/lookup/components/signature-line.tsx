import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { useI18n, useTranslation } from 'shared';
import { useCredentialCheck } from '../hooks/use-credential-check';
import { lookupMessages } from '../i18n/messages';
import { formatIssueDate } from '../lib/format-date';

const Line = styled.p<{ $warning: boolean }>`
  margin: 0.75rem 0 0;
  overflow-wrap: anywhere;
  font-size: 0.95rem;
  color: ${({ theme, $warning }) => ($warning ? theme.colors.accent : theme.colors.muted)};
  font-weight: ${({ $warning }) => ($warning ? 600 : 400)};
`;

/** `template` with each `{name}` replaced by `parts[name]`, so a value can be its own element. */
function fill(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/\{(\w+)\}/)
    .map((piece, i) =>
      i % 2 === 1 ? <Fragment key={i}>{parts[piece] ?? `{${piece}}`}</Fragment> : piece,
    );
}

/**
 * The result of checking the certificate's signed credential, one line under the details. Empty
 * while the check runs (the card does not wait for it); a polite status, so it is announced.
 */
export function SignatureLine({ certificateId }: { certificateId: string }) {
  const t = useTranslation(lookupMessages);
  const { lang } = useI18n();
  const check = useCredentialCheck(certificateId);
  return (
    <Line role="status" $warning={check === null}>
      {check === undefined
        ? null
        : check === null
          ? t('signatureUnchecked')
          : fill(t('signatureChecked'), {
              // Names and key ids keep their own direction inside an Arabic sentence.
              issuer: <bdi>{check.issuer}</bdi>,
              key: <bdi style={{ whiteSpace: 'nowrap' }}>{check.key}</bdi>,
              date: formatIssueDate(check.signedAt, lang),
            })}
    </Line>
  );
}
