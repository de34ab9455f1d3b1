import { defineDictionary, useTranslation } from 'shared';
import { adminReviewEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary(adminReviewEn, loadersFor('adminReview'));

export type Key = keyof typeof messages.en;

/**
 * Who or what submitted an attempt ('submitted', 'deadline', 'security'; 'duplicate': closed by
 * migration 0009), in the page's language.
 */
export function useSubmitReason(): (reason: string) => string {
  const t = useTranslation(messages);
  return (reason) =>
    reason === 'submitted'
      ? t('reasonSubmitted')
      : reason === 'deadline'
        ? t('reasonDeadline')
        : reason === 'security'
          ? t('reasonSecurity')
          : reason === 'duplicate'
            ? t('reasonDuplicate')
            : reason;
}
