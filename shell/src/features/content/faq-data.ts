import { defineTexts } from 'shared/structured-texts';
import { faqEn } from './faq-en';

/** The FAQ in seven languages. */
export const faqTexts = defineTexts(faqEn, {
  hi: () => import(/* webpackChunkName: "pages-hi" */ './i18n/faq.hi'),
  nl: () => import(/* webpackChunkName: "pages-nl" */ './i18n/faq.nl'),
  fr: () => import(/* webpackChunkName: "pages-fr" */ './i18n/faq.fr'),
  pt: () => import(/* webpackChunkName: "pages-pt" */ './i18n/faq.pt'),
  it: () => import(/* webpackChunkName: "pages-it" */ './i18n/faq.it'),
  ar: () => import(/* webpackChunkName: "pages-ar" */ './i18n/faq.ar'),
});

export interface FaqEntry {
  question: string;
  answer: string;
}
