import { CORRECTION_TEXT_MAX } from 'contracts';
import { useState } from 'react';
import { Alert, Button, useToast, useTranslation } from 'shared';
import { useConfirmDialog, type Answer } from '../../../../components/confirm-dialog';
import { DataTable } from '../../../../components/data-table';
import { Buttons } from '../../../../components/form-layout';
import { useList } from '../../../../components/use-list';
import { errorText } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import {
  decideCorrection,
  listOpenCorrections,
  type AdminNameCorrection,
} from '../../api/corrections-api';
import { messages } from './texts';

/**
 * The Name corrections tab (admins): open requests, newest first, with the name printed now and
 * the one asked for. Approve (with a note) or refuse (with a reason) in the page's dialog; the
 * list then reloads without the request and the outcome is announced. `confirm` answers the
 * dialog instead (a test's).
 */
export function CorrectionsPanel({ confirm }: { confirm?: Answer } = {}) {
  const t = useTranslation(messages);
  const toast = useToast();
  const formats = useFormats();
  const { askReason, dialog } = useConfirmDialog(confirm);
  const { rows, error, reload } = useList(listOpenCorrections);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function decide(c: AdminNameCorrection, approve: boolean) {
    const text = approve
      ? await askReason({
          text: t('approveAsk', {
            certificateId: c.certificateId,
            from: c.currentName,
            to: c.requestedName,
          }),
          confirmLabel: t('approveConfirm'),
          cancelLabel: t('keep'),
          reason: {
            label: t('noteLabel'),
            hint: t('noteHint'),
            invalid: t('noteInvalid'),
            minLength: 1,
            maxLength: CORRECTION_TEXT_MAX,
          },
        })
      : await askReason({
          text: t('refuseAsk', { certificateId: c.certificateId, to: c.requestedName }),
          confirmLabel: t('refuseConfirm'),
          cancelLabel: t('keep'),
          danger: true,
          reason: {
            label: t('refuseLabel'),
            hint: t('noteHint'),
            invalid: t('noteInvalid'),
            minLength: 1,
            maxLength: CORRECTION_TEXT_MAX,
          },
        });
    if (text === null) return;
    setFailure(null);
    setBusy(c.id);
    try {
      const decided = await decideCorrection(
        c.id,
        approve ? { approve: true, note: text } : { approve: false, reason: text },
      );
      toast(
        approve
          ? t('approved', {
              certificateId: c.certificateId,
              newCertificateId: decided.newCertificateId ?? '',
            })
          : t('refused', { certificateId: c.certificateId }),
        { tone: 'success' },
      );
    } catch (refused) {
      setFailure(t('decideFailed', { why: errorText(refused, t('failed')) }));
    } finally {
      setBusy(null);
      void reload();
    }
  }

  return (
    <>
      <h2>{t('title')}</h2>
      <p>{t('intro')}</p>
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('failed'))}
        </Alert>
      ) : null}
      {failure ? (
        <Alert $tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {rows || !error ? (
        <DataTable
          loading={t('loading')}
          none={t('none')}
          caption={t('caption')}
          rows={rows}
          rowKey={(c) => c.id}
          columns={[
            {
              key: 'certificate',
              label: t('certificate'),
              render: (c) => <bdi dir="ltr">{c.certificateId}</bdi>,
            },
            { key: 'course', label: t('course'), render: (c) => <bdi>{c.courseName}</bdi> },
            { key: 'learner', label: t('learner'), render: (c) => <bdi dir="ltr">{c.email}</bdi> },
            { key: 'current', label: t('currentName'), render: (c) => <bdi>{c.currentName}</bdi> },
            {
              key: 'requested',
              label: t('requestedName'),
              render: (c) => <bdi>{c.requestedName}</bdi>,
            },
            { key: 'reason', label: t('reason'), render: (c) => <bdi>{c.reason}</bdi> },
            {
              key: 'asked',
              label: t('asked'),
              render: (c) => formats.dateTime(c.createdAt),
              sortValue: (c) => c.createdAt,
            },
            {
              key: 'decision',
              label: t('decision'),
              render: (c) => (
                <Buttons>
                  <Button
                    type="button"
                    disabled={busy !== null}
                    aria-label={t('approveFor', { certificateId: c.certificateId })}
                    onClick={() => void decide(c, true)}
                  >
                    {t('approve')}
                  </Button>
                  <Button
                    type="button"
                    $variant="danger"
                    disabled={busy !== null}
                    aria-label={t('refuseFor', { certificateId: c.certificateId })}
                    onClick={() => void decide(c, false)}
                  >
                    {t('refuse')}
                  </Button>
                </Buttons>
              ),
            },
          ]}
        />
      ) : null}
      {dialog}
    </>
  );
}
