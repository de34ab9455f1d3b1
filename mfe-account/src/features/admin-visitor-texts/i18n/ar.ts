import type { VisitorTextsTranslation } from './en';

// Arabic (Modern Standard): the Visitor texts tab.
const ar: VisitorTextsTranslation = {
  adminVisitorTexts: {
    tab: 'نصوص الزوار',
    title: 'نصوص الزوار',
    intro:
      'تُكتب الآراء ومقالات المدونة بالإنجليزية. أدخل ترجماتها هنا: اللغة التي تُترك فارغة تعرض النص الإنجليزي.',
    reviews: 'الآراء',
    posts: 'مقالات المدونة',
    review: 'الرأي',
    post: 'مقال المدونة',
    translations: 'الترجمات',
    complete: 'مترجَم إلى كل اللغات',
    actions: 'الإجراءات',
    translate: 'ترجمة',
    translateItem: 'ترجمة {item}',
    editTitle: 'ترجمات {item}',
    reviewText: 'نص الرأي',
    postTitle: 'العنوان',
    postExcerpt: 'الملخّص',
    postBody: 'نص المقال',
    englishText: '{field} (بالإنجليزية)',
    save: 'حفظ الترجمات',
    saving: 'جارٍ الحفظ…',
    close: 'إغلاق',
    saved: 'حُفظت ترجمات {item}.',
    unchanged: 'لم تتغيّر أي ترجمة.',
    saveFailed: 'تعذّر حفظ الترجمات.',
    gone: 'هذا العنصر لم يعد موجودًا. أغلقه وأعد تحميل القائمة.',
    itemFailed: 'تعذّر تحميل نصوص هذا العنصر. أغلقه وحاول مرة أخرى.',
    listFailed: 'تعذّر تحميل القائمة.',
    loading: 'جارٍ التحميل…',
    noReviews: 'لا توجد آراء بعد.',
    noPosts: 'لا توجد مقالات في المدونة بعد.',
  },
};
export default ar;
