import { apiMessagesEn, type ApiMessageTexts, type Lang } from 'contracts';
import ar from './ar';
import fr from './fr';
import hi from './hi';
import it from './it';
import nl from './nl';
import pt from './pt';

/** The API's messages in every language; English is contracts' catalog. */
export const apiMessageTexts: Record<Lang, ApiMessageTexts> = {
  en: apiMessagesEn,
  hi,
  nl,
  fr,
  pt,
  it,
  ar,
};
