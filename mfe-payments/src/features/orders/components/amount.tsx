import { formatMoney, type Currency } from 'contracts';
import { useI18n } from 'shared';

/** An amount in the page's language, isolated so a right-to-left sentence keeps it whole. */
export function Amount({ amount, currency }: { amount: number; currency: Currency }) {
  const { lang } = useI18n();
  return <bdi>{formatMoney({ amount, currency }, lang)}</bdi>;
}

/** A reference, code or UTR: always read left to right, even on an Arabic page. */
export function Code({ children }: { children: string }) {
  return (
    <bdi dir="ltr" translate="no">
      {children}
    </bdi>
  );
}
