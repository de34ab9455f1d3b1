import type { Translation } from '../../lib/texts';

/** The data table (src/components/data-table.tsx): sorting and paging. */
export const tableEn = {
  sortBy: 'Sort by {column}',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: 'Page {page} of {pages} ({total} in all)',
  empty: 'Nothing to show.',
};

/** The shared components' texts: every dictionary, as each language file has it. */
export const english = {
  table: tableEn,
};

export type ComponentsTranslation = Translation<typeof english>;
