/** The course search's texts in English: in the search's chunk, loaded when it is used. */
export const searchEn = {
  searchHeading: 'Find a course',
  searchLabel: 'Search courses',
  searchHint: 'Search by name, exam code or topic.',
  filterLabel: 'Vendor and level',
  filterAll: 'All courses',
  filterAllVendor: 'All {vendor} courses',
  resultsLabel: 'Search results',
  resultCount_one: '{count} course found',
  resultCount_other: '{count} courses found',
  noResults: 'No courses match your search. Try another word or clear the filter.',
};

export type SearchKey = keyof typeof searchEn;
export type SearchTexts = Record<SearchKey, string>;
/** Arabic's further plural forms of the result count. */
export type SearchPluralForms = Partial<
  Record<`resultCount_${'zero' | 'two' | 'few' | 'many'}`, string>
>;
