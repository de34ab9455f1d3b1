import { useMemo, useState } from 'react';
import { Alert, Button, useToast, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import { Hint } from '../../../../components/form-field';
import { useList } from '../../../../components/use-list';
import { errorText } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import { listVoucherProducts, type AdminVoucherProduct } from '../../api/voucher-products-api';
import { ProductForm } from './product-form';
import { messages } from './texts';

/** The Prices tab: each course's exam voucher, its two prices and its stock; offer and edit. */
export function PricesPanel() {
  const t = useTranslation(messages);
  const toast = useToast();
  const formats = useFormats();
  const { rows, error, reload } = useList(listVoucherProducts);
  // The product being edited; null while the form offers a new one.
  const [editing, setEditing] = useState<AdminVoucherProduct | null>(null);
  // Bumped after a save so the new-voucher form starts empty again.
  const [formKey, setFormKey] = useState(0);
  const offered = useMemo(() => new Set((rows ?? []).map((p) => p.courseSlug)), [rows]);

  function saved(text: string) {
    toast(text, { tone: 'success' });
    setEditing(null);
    setFormKey((k) => k + 1);
    void reload();
  }

  return (
    <>
      <h2>{t('title')}</h2>
      <Hint>{t('intro')}</Hint>
      <ProductForm
        key={editing ? `edit-${editing.id}` : `new-${formKey}`}
        product={editing}
        offered={offered}
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
          rowKey={(p) => p.id}
          columns={[
            {
              key: 'course',
              label: t('course'),
              render: (p) => p.courseSlug,
              sortValue: (p) => p.courseSlug,
            },
            {
              key: 'inr',
              label: t('priceInr'),
              render: (p) => formats.money(p.priceInr, 'INR'),
              sortValue: (p) => p.priceInr,
            },
            {
              key: 'usd',
              label: t('priceUsd'),
              render: (p) => formats.money(p.priceUsd, 'USD'),
              sortValue: (p) => p.priceUsd,
            },
            {
              key: 'stock',
              label: t('stock'),
              render: (p) =>
                t('stockCounts', {
                  available: formats.number(p.stock.available),
                  reserved: formats.number(p.stock.reserved),
                  sold: formats.number(p.stock.sold),
                  void: formats.number(p.stock.void),
                }),
              sortValue: (p) => p.stock.available,
            },
            {
              key: 'status',
              label: t('status'),
              render: (p) => t(p.active ? 'active' : 'inactive'),
            },
            {
              key: 'actions',
              label: t('actions'),
              render: (p) => (
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t('editCourse', { course: p.courseSlug })}
                  onClick={() => {
                    setEditing(p);
                    // The form is above the list: bring its first field into reach.
                    requestAnimationFrame(() => document.getElementById('price-priceInr')?.focus());
                  }}
                >
                  {t('edit')}
                </Button>
              ),
            },
          ]}
        />
      ) : null}
    </>
  );
}
