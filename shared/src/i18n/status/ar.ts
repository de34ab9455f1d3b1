// Arabic texts of the shared status and loading displays.
export const status = {
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundText: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
  backHome: 'العودة إلى الصفحة الرئيسية',
};
export const loading = {
  loading: 'جارٍ تحميل المحتوى...',
  loadingBooks: 'جارٍ تحميل الكتب...',
  loadingReviews: 'جارٍ تحميل المراجعات...',
};
export const toast = { dismiss: 'إغلاق الإشعار', region: 'الإشعارات' };
