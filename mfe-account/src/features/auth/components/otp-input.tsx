import { defineDictionary, useTranslation } from 'shared';
import { OtpInput as CodeBoxes } from '../../../components/otp-input';
import { otpEn } from '../i18n/en';
import { loadersFor } from '../i18n/loaders';

export const otpMessages = defineDictionary(otpEn, loadersFor('otp'));

/** The shared six code boxes, each named in the sign-in pages' texts. */
export function OtpInput(props: {
  value: string[];
  onChange: (next: string[]) => void;
  labelledBy: string;
}) {
  const t = useTranslation(otpMessages);
  return <CodeBoxes {...props} digitLabel={(n, total) => t('digit', { n, total })} />;
}
