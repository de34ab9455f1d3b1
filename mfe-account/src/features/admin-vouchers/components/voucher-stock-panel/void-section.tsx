import { useState, type FormEvent } from 'react';
import { VOUCHER_CODE_PATTERN } from 'contracts';
import { Alert, Button, useToast, useTranslation } from 'shared';
import type { Ask } from '../../../../components/confirm-dialog';
import { FormField } from '../../../../components/form-field';
import { refusalText } from '../../../../lib/api-helpers';
import { voidVoucher } from '../../api/vouchers-api';
import { messages } from './texts';

/** Voids one code, named by the code itself, after the page's confirmation. */
export function VoidSection({ ask }: { ask: Ask }) {
  const t = useTranslation(messages);
  const toast = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    const problem = !typed
      ? t('codeRequired')
      : VOUCHER_CODE_PATTERN.test(typed)
        ? undefined
        : t('codeInvalid');
    setError(problem);
    setFailure(null);
    if (problem) {
      document.getElementById('voucher-code')?.focus();
      return;
    }
    const go = await ask({
      text: t('confirmVoid', { code: typed }),
      confirmLabel: t('voidButton'),
      cancelLabel: t('cancel'),
      danger: true,
    });
    if (!go) return;
    try {
      await voidVoucher(typed);
      toast(t('voided', { code: typed }), { tone: 'success' });
      setCode('');
    } catch (failed) {
      setFailure(
        refusalText(failed, { 404: t('codeUnknown'), 409: t('codeNotAvailable') }, t('voidFailed')),
      );
    }
  }

  return (
    <section aria-labelledby="voucher-void-title">
      <h2 id="voucher-void-title">{t('voidTitle')}</h2>
      <p>{t('voidHelp')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <FormField
          id="voucher-code"
          label={t('code')}
          error={error}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
        />
        {failure ? (
          <Alert $tone="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" $variant="danger">
          {t('voidButton')}
        </Button>
      </form>
    </section>
  );
}
