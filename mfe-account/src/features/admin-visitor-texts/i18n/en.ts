import type { Translation } from '../../../lib/texts';

/** The Visitor texts tab: the translations of the reviews and blog posts visitors read. */
export const adminVisitorTextsEn = {
  // The tab's name in the admin panel (app/admin-panel/admin-tabs.tsx).
  tab: 'Visitor texts',
  title: 'Visitor texts',
  intro:
    'Reviews and blog posts are written in English. Give each one its translations here: a language left empty shows the English text.',
  reviews: 'Reviews',
  posts: 'Blog posts',
  review: 'Review',
  post: 'Blog post',
  translations: 'Translations',
  complete: 'Translated into every language',
  actions: 'Actions',
  translate: 'Translate',
  translateItem: 'Translate {item}',
  editTitle: 'Translations of {item}',
  reviewText: 'Review text',
  postTitle: 'Title',
  postExcerpt: 'Summary',
  postBody: 'Article text',
  englishText: '{field} (English)',
  save: 'Save translations',
  saving: 'Saving…',
  close: 'Close',
  saved: 'The translations of {item} were saved.',
  unchanged: 'No translation was changed.',
  saveFailed: 'The translations could not be saved.',
  gone: 'This item no longer exists. Close it and reload the list.',
  itemFailed: 'The texts of this item could not be loaded. Close it and try again.',
  listFailed: 'The list could not be loaded.',
  loading: 'Loading…',
  noReviews: 'There is no review yet.',
  noPosts: 'There is no blog post yet.',
};

/** The Visitor texts tab: every dictionary, as each language file has it. */
export const english = {
  adminVisitorTexts: adminVisitorTextsEn,
};

export type VisitorTextsTranslation = Translation<typeof english>;
