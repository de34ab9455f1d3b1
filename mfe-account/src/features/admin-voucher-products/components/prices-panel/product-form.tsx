import { useState, type FormEvent } from 'react';
import { COURSE_INDEX } from 'contracts';
import { Alert, Button, Field, useTranslation } from 'shared';
import { describedBy, focusFirstError, FormField } from '../../../../components/form-field';
import { refusalText } from '../../../../lib/api-helpers';
import { priceFromInput, priceToInput, wholeFromInput } from '../../../../lib/money-input';
import {
  createVoucherProduct,
  updateVoucherProduct,
  type AdminVoucherProduct,
} from '../../api/voucher-products-api';
import { Buttons, Check, Grid } from '../../../../components/form-layout';
import { messages } from './texts';

const FIELDS = ['courseSlug', 'priceInr', 'priceUsd', 'lowStock'] as const;
type FieldName = (typeof FIELDS)[number];
type Errors = Partial<Record<FieldName, string>>;

interface Values {
  courseSlug: string;
  priceInr: string;
  priceUsd: string;
  lowStock: string;
  active: boolean;
}

const EMPTY: Values = { courseSlug: '', priceInr: '', priceUsd: '', lowStock: '5', active: true };

function valuesOf(product: AdminVoucherProduct | null): Values {
  if (!product) return EMPTY;
  return {
    courseSlug: product.courseSlug,
    priceInr: priceToInput(product.priceInr),
    priceUsd: priceToInput(product.priceUsd),
    lowStock: String(product.lowStockThreshold),
    active: product.active,
  };
}

/**
 * Offers a course's exam voucher, or changes one (`product`): prices typed in rupees and
 * dollars are sent as whole paise and cents.
 */
export function ProductForm({
  product,
  offered,
  onSaved,
  onCancel,
}: {
  product: AdminVoucherProduct | null;
  /** The courses whose voucher is offered already: the new-voucher form does not offer them. */
  offered: ReadonlySet<string>;
  onSaved: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslation(messages);
  const [values, setValues] = useState(() => valuesOf(product));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function change(patch: Partial<Values>) {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const rest = { ...e };
      for (const key of Object.keys(patch)) delete rest[key as FieldName];
      return rest;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const priceInr = priceFromInput(values.priceInr);
    const priceUsd = priceFromInput(values.priceUsd);
    const lowStockThreshold = wholeFromInput(values.lowStock, 0, 10_000);
    const found: Errors = {};
    if (!values.courseSlug) found.courseSlug = t('courseRequired');
    if (priceInr === undefined) found.priceInr = t('priceInvalid');
    if (priceUsd === undefined) found.priceUsd = t('priceInvalid');
    if (lowStockThreshold === undefined) found.lowStock = t('lowStockInvalid');
    setErrors(found);
    setFailure(null);
    if (focusFirstError('price', FIELDS, found)) return;
    if (priceInr === undefined || priceUsd === undefined || lowStockThreshold === undefined) return;
    const fields = { priceInr, priceUsd, lowStockThreshold, active: values.active };
    setBusy(true);
    try {
      const saved = product
        ? await updateVoucherProduct(product.courseSlug, fields)
        : await createVoucherProduct({ courseSlug: values.courseSlug, ...fields });
      onSaved(t(product ? 'saved' : 'created', { course: saved.courseSlug }));
    } catch (error) {
      setFailure(refusalText(error, { 409: t('exists'), 404: t('missing') }, t('saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  const courses = COURSE_INDEX.filter((c) => !offered.has(c.slug));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <h3>{product ? t('editTitle', { course: product.courseSlug }) : t('createTitle')}</h3>
      <Grid>
        {product ? null : (
          <FormField id="price-courseSlug" label={t('course')} error={errors.courseSlug}>
            <select
              id="price-courseSlug"
              value={values.courseSlug}
              {...describedBy('price-courseSlug', errors.courseSlug)}
              onChange={(e) => change({ courseSlug: e.target.value })}
            >
              <option value="">{t('chooseCourse')}</option>
              {courses.map((c) => (
                <option key={`${c.vendor}-${c.slug}`} value={c.slug}>
                  {`${c.vendor} · ${c.slug}`}
                </option>
              ))}
            </select>
          </FormField>
        )}
        {(['priceInr', 'priceUsd'] as const).map((name) => (
          <FormField
            key={name}
            id={`price-${name}`}
            label={t(name)}
            hint={t('priceHint')}
            error={errors[name]}
            inputMode="decimal"
            autoComplete="off"
            value={values[name]}
            onChange={(e) => change({ [name]: e.target.value })}
          />
        ))}
        <FormField
          id="price-lowStock"
          label={t('lowStock')}
          hint={t('lowStockHint')}
          error={errors.lowStock}
          inputMode="numeric"
          value={values.lowStock}
          onChange={(e) => change({ lowStock: e.target.value })}
        />
        <Field>
          <Check>
            <input
              type="checkbox"
              checked={values.active}
              onChange={(e) => change({ active: e.target.checked })}
            />
            {t('onSale')}
          </Check>
        </Field>
      </Grid>
      {failure ? (
        <Alert $tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Buttons>
        <Button type="submit" disabled={busy}>
          {t(product ? 'save' : 'create')}
        </Button>
        {product ? (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </Buttons>
    </form>
  );
}
