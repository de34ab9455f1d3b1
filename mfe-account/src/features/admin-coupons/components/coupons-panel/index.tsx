import { useMemo, useState } from 'react';
import { Alert, Button, useI18n, useToast, useTranslation } from 'shared';
import { useConfirmDialog, type Answer } from '../../../../components/confirm-dialog';
import { DataTable } from '../../../../components/data-table';
import { useList } from '../../../../components/use-list';
import { errorText, refusalText } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import { deactivateCoupon, listCoupons, type AdminCoupon } from '../../api/coupons-api';
import { CouponForm } from './coupon-form';
import { messages } from './texts';

/**
 * The Coupons tab: create one, list them, deactivate one after the page's confirmation.
 * `confirm` answers that question instead of the dialog (a test's).
 */
export function CouponsPanel({ confirm }: { confirm?: Answer } = {}) {
  const t = useTranslation(messages);
  const toast = useToast();
  const formats = useFormats();
  const { lang } = useI18n();
  const { ask, dialog } = useConfirmDialog(confirm);
  const { rows, error, reload } = useList(listCoupons);
  const [failure, setFailure] = useState<string | null>(null);
  // Basis points as a percentage the language's way: 1250 → 12.5 % (12,5 % in French).
  const percent = useMemo(
    () => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }),
    [lang],
  );

  const discountOf = (c: AdminCoupon) =>
    c.kind === 'percent'
      ? percent.format(c.value / 10_000)
      : formats.money(c.value, c.currency ?? 'INR');

  async function deactivate(coupon: AdminCoupon) {
    const go = await ask({
      text: t('confirmDeactivate', { code: coupon.code }),
      confirmLabel: t('deactivate'),
      cancelLabel: t('cancel'),
      danger: true,
    });
    if (!go) return;
    setFailure(null);
    try {
      await deactivateCoupon(coupon.id);
      toast(t('deactivated', { code: coupon.code }), { tone: 'success' });
      void reload();
    } catch (refused) {
      setFailure(refusalText(refused, { 404: t('missing') }, t('deactivateFailed')));
    }
  }

  return (
    <>
      <h2>{t('title')}</h2>
      <CouponForm
        onCreated={(text) => {
          toast(text, { tone: 'success' });
          void reload();
        }}
      />
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('loadFailed'))}
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
          caption={t('title')}
          rows={rows}
          rowKey={(c) => c.id}
          columns={[
            { key: 'code', label: t('code'), render: (c) => c.code, sortValue: (c) => c.code },
            { key: 'discount', label: t('discount'), render: discountOf },
            {
              key: 'validity',
              label: t('validity'),
              render: (c) =>
                t('validRange', {
                  from: formats.dateTime(c.validFrom),
                  until: formats.dateTime(c.validUntil),
                }),
              sortValue: (c) => c.validUntil,
            },
            {
              key: 'uses',
              label: t('uses'),
              render: (c) =>
                t('usesOf', { used: formats.number(c.used), max: formats.number(c.maxUses) }),
              sortValue: (c) => c.used,
            },
            {
              key: 'courses',
              label: t('courses'),
              render: (c) => (c.courses.length ? c.courses.join(', ') : t('allCourses')),
            },
            {
              key: 'status',
              label: t('status'),
              render: (c) => t(c.active ? 'active' : 'inactive'),
            },
            {
              key: 'actions',
              label: t('actions'),
              render: (c) =>
                c.active ? (
                  <Button
                    type="button"
                    $variant="danger"
                    aria-label={t('deactivateCode', { code: c.code })}
                    onClick={() => void deactivate(c)}
                  >
                    {t('deactivate')}
                  </Button>
                ) : null,
            },
          ]}
        />
      ) : null}
      {dialog}
    </>
  );
}
