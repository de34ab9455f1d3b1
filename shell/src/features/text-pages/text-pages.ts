import { paths } from 'shared';
import { defineTexts } from 'shared/structured-texts';
import { textPagesEn } from './i18n/en';

/** The shell's text pages in seven languages; one file per language holds all six. */
export const textPagesTexts = defineTexts(textPagesEn, {
  hi: () => import(/* webpackChunkName: "pages-hi" */ './i18n/hi'),
  nl: () => import(/* webpackChunkName: "pages-nl" */ './i18n/nl'),
  fr: () => import(/* webpackChunkName: "pages-fr" */ './i18n/fr'),
  pt: () => import(/* webpackChunkName: "pages-pt" */ './i18n/pt'),
  it: () => import(/* webpackChunkName: "pages-it" */ './i18n/it'),
  ar: () => import(/* webpackChunkName: "pages-ar" */ './i18n/ar'),
});

export type TextPageName = keyof typeof textPagesEn;

/**
 * Where each page's closing call to action leads; the contact form is told what the enquiry is
 * about, in the page's language (its title).
 */
export function textPageCtaLink(name: TextPageName, title: string): string | undefined {
  const about = `${paths.contact}?course=${encodeURIComponent(title)}`;
  const links: Record<TextPageName, string | undefined> = {
    terms: paths.contact,
    policies: undefined,
    careers: about,
    partners: about,
    employee: paths.internalExams,
    internship: about,
  };
  return links[name];
}
