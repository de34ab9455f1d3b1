import type { ComponentsTranslation } from './en';

// Arabic: the shared components (the data table).
const ar: ComponentsTranslation = {
  table: {
    sortBy: 'الترتيب حسب {column}',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    pageOf: 'الصفحة {page} من {pages} (المجموع {total})',
    empty: 'لا يوجد ما يُعرض.',
  },
};
export default ar;
