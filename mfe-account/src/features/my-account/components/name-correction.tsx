import { checkFullName, CORRECTION_TEXT_MAX, normalizeFullName } from 'contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, useTranslation } from 'shared';
import { FormField, focusFirstError } from '../../../components/form-field';
import { Buttons } from '../../../components/form-layout';
import { errorText } from '../../../lib/api-helpers';
import { useFormats } from '../../../lib/use-formats';
import { askNameCorrection, type NameCorrection } from '../api/name-corrections';
import type { MyCertificate } from '../api/my-certificates';
import { correctionMessages as messages } from './correction-texts';
import { Hint } from './styles';

type Field = 'name' | 'reason';

/**
 * A certificate's name correction: where its latest request stands, and for a valid certificate
 * with no open request, the button that opens the request form (new name and reason, checked
 * as the API checks them before sending). `onAsked` hands the stored request back.
 */
export function NameCorrectionPart({
  certificate,
  latest,
  onAsked,
}: {
  certificate: MyCertificate;
  latest: NameCorrection | undefined;
  onAsked: (request: NameCorrection) => void;
}) {
  const t = useTranslation(messages);
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  const course = certificate.courseName;

  if (certificate.status === 'revoked') {
    return latest?.status === 'approved' && latest.newCertificateId ? (
      <Hint>{t('replaced', { id: `\u2066${latest.newCertificateId}\u2069` })}</Hint>
    ) : null;
  }
  const state =
    latest?.status === 'requested' ? (
      <Hint role="status">
        {t('pending', { name: latest.requestedName, date: formats.date(latest.createdAt) })}
      </Hint>
    ) : latest?.status === 'refused' ? (
      <Hint>{t('refused', { name: latest.requestedName, note: latest.decisionNote ?? '' })}</Hint>
    ) : null;
  if (certificate.status !== 'valid' || latest?.status === 'requested') return state;
  return (
    <>
      {state}
      {open ? (
        <CorrectionForm
          id={id}
          certificate={certificate}
          onClose={() => {
            setOpen(false);
            setTimeout(() => opener.current?.focus());
          }}
          onAsked={onAsked}
        />
      ) : (
        <div>
          <Button
            ref={opener}
            type="button"
            $variant="secondary"
            aria-label={t('askNamed', { course })}
            onClick={() => setOpen(true)}
          >
            {t('ask')}
          </Button>
        </div>
      )}
    </>
  );
}

function CorrectionForm({
  id,
  certificate,
  onClose,
  onAsked,
}: {
  id: string;
  certificate: MyCertificate;
  onClose: () => void;
  onAsked: (request: NameCorrection) => void;
}) {
  const t = useTranslation(messages);
  const [name, setName] = useState(certificate.fullName);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const prefix = `correction-${id}`;

  function check(): Partial<Record<Field, string>> {
    const wanted = normalizeFullName(name);
    const problem = checkFullName(wanted);
    const found: Partial<Record<Field, string>> = {};
    if (problem) found.name = t(problem === 'length' ? 'nameLength' : 'nameCharacters');
    else if (wanted === certificate.fullName) found.name = t('nameSame');
    const why = reason.trim();
    if (!why || why.length > CORRECTION_TEXT_MAX) found.reason = t('reasonRequired');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFailure(null);
    if (focusFirstError(prefix, ['name', 'reason'], found)) return;
    setBusy(true);
    try {
      onAsked(
        await askNameCorrection(certificate.certificateId, {
          name: normalizeFullName(name),
          reason: reason.trim(),
        }),
      );
    } catch (refused) {
      setFailure(t('failed', { why: errorText(refused, '') }));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${prefix}-title`}>
      <h4 id={`${prefix}-title`}>{t('formTitle')}</h4>
      <p>{t('formHelp')}</p>
      <FormField
        id={`${prefix}-name`}
        label={t('newName')}
        hint={t('newNameHint')}
        error={errors.name}
        value={name}
        autoComplete="name"
        maxLength={100}
        autoFocus
        onChange={(e) => {
          setName(e.target.value);
          setErrors((found) => ({ ...found, name: undefined }));
        }}
      />
      <FormField
        id={`${prefix}-reason`}
        label={t('reason')}
        hint={t('reasonHint')}
        error={errors.reason}
        value={reason}
        maxLength={CORRECTION_TEXT_MAX}
        onChange={(e) => {
          setReason(e.target.value);
          setErrors((found) => ({ ...found, reason: undefined }));
        }}
      />
      {failure ? (
        <Alert $tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Buttons>
        <Button type="submit" disabled={busy}>
          {busy ? t('sending') : t('send')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
      </Buttons>
    </form>
  );
}
