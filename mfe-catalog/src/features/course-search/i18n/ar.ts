import type { SearchPluralForms, SearchTexts } from './en';

// The course search's texts.
const ar: SearchTexts & SearchPluralForms = {
  searchHeading: 'ابحث عن دورة',
  searchLabel: 'البحث في الدورات',
  searchHint: 'ابحث بالاسم أو رمز الامتحان أو الموضوع.',
  filterLabel: 'الجهة المانحة والمستوى',
  filterAll: 'كل الدورات',
  filterAllVendor: 'كل دورات {vendor}',
  resultsLabel: 'نتائج البحث',
  resultCount_zero: 'لم يُعثر على أي دورة',
  resultCount_one: 'عُثر على دورة واحدة',
  resultCount_two: 'عُثر على دورتين',
  resultCount_few: 'عُثر على {count} دورات',
  resultCount_many: 'عُثر على {count} دورة',
  resultCount_other: 'عُثر على {count} دورة',
  noResults: 'لا توجد دورات تطابق بحثك. جرّب كلمة أخرى أو أزل عامل التصفية.',
};

export default ar;
