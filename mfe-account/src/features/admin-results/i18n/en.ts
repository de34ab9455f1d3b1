import type { Translation } from '../../../lib/texts';

export const adminResultsEn = {
  // The tabs' names in the admin panel (app/admin-panel/admin-tabs.tsx).
  resultsTab: 'Results',
  securityTab: 'Security events',
  title: 'Results',
  user: 'User',
  search: 'Search by name or e-mail',
  searchButton: 'Search',
  category: 'Category',
  allCategories: 'All categories',
  score: 'Score',
  passed: 'Passed',
  yes: 'Yes',
  no: 'No',
  date: 'Date',
  noResults: 'No results match.',
  loadFailed: 'The results could not be loaded.',
  securityTitle: 'Security events',
  attempt: 'Attempt',
  kind: 'Event',
  time: 'Time',
  securityFailed: 'The security events could not be loaded.',
};

/** The Results and Security events tabs: every dictionary, as each language file has it. */
export const english = {
  adminResults: adminResultsEn,
};

export type ResultsTranslation = Translation<typeof english>;
