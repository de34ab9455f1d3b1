import { useState } from 'react';
import { Alert, Button, useToast, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import { useList } from '../../../../components/use-list';
import { errorText } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import { listBatches, type AdminBatch } from '../../api/batches-api';
import { MissingTranslations } from '../../../../components/translated-text-field';
import { BatchForm } from './batch-form';
import { messages } from './texts';

/** The Batches tab: schedule a batch, list them (the latest start first), edit one. */
export function BatchesPanel() {
  const t = useTranslation(messages);
  const toast = useToast();
  const formats = useFormats();
  const { rows, error, reload } = useList(listBatches);
  const [editing, setEditing] = useState<AdminBatch | null>(null);
  // Bumped after a save so the new-batch form starts empty again.
  const [formKey, setFormKey] = useState(0);

  function saved(text: string) {
    toast(text, { tone: 'success' });
    setEditing(null);
    setFormKey((k) => k + 1);
    void reload();
  }

  return (
    <>
      <h2>{t('title')}</h2>
      <BatchForm
        key={editing ? `edit-${editing.id}` : `new-${formKey}`}
        batch={editing}
        onSaved={saved}
        onCancel={() => setEditing(null)}
      />
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('loadFailed'))}
        </Alert>
      ) : null}
      {rows || !error ? (
        <DataTable
          loading={t('loading')}
          none={t('none')}
          caption={t('title')}
          rows={rows}
          rowKey={(b) => b.id}
          columns={[
            {
              key: 'course',
              label: t('course'),
              render: (b) => b.courseSlug,
              sortValue: (b) => b.courseSlug,
            },
            {
              key: 'dates',
              label: t('dates'),
              render: (b) =>
                t('dateRange', { from: formats.date(b.startsOn), until: formats.date(b.endsOn) }),
              sortValue: (b) => b.startsOn,
            },
            {
              key: 'schedule',
              label: t('schedule'),
              render: (b) => (
                <>
                  {b.schedule} <MissingTranslations langs={b.missingTranslations} />
                </>
              ),
            },
            {
              key: 'mode',
              label: t('mode'),
              render: (b) => (b.city ? `${t(b.mode)} · ${b.city}` : t(b.mode)),
            },
            {
              key: 'seats',
              label: t('seats'),
              render: (b) =>
                t('seatsOf', {
                  taken: formats.number(b.seatsTaken),
                  capacity: formats.number(b.capacity),
                }),
              sortValue: (b) => b.capacity - b.seatsTaken,
            },
            {
              key: 'price',
              label: t('price'),
              render: (b) =>
                `${formats.money(b.priceInr, 'INR')} · ${formats.money(b.priceUsd, 'USD')}`,
              sortValue: (b) => b.priceInr,
            },
            { key: 'status', label: t('status'), render: (b) => t(b.state) },
            {
              key: 'actions',
              label: t('actions'),
              render: (b) =>
                b.state === 'scheduled' ? (
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={t('editBatch', { course: b.courseSlug, date: b.startsOn })}
                    onClick={() => {
                      setEditing(b);
                      // The form is above the list: bring its first field into reach.
                      requestAnimationFrame(() =>
                        document.getElementById('batch-startsOn')?.focus(),
                      );
                    }}
                  >
                    {t('edit')}
                  </Button>
                ) : null,
            },
          ]}
        />
      ) : null}
    </>
  );
}
