import type { ReminderOptOutTranslation } from './en';

// Arabic: the renewal reminders' opt-out page.
const ar: ReminderOptOutTranslation = {
  reminderOptOut: {
    title: 'تذكيرات التجديد',
    question: 'هل تريد إيقاف تذكيرات تجديد شهاداتك؟',
    explain:
      'نرسل إليك تذكيرًا بالبريد الإلكتروني قبل انتهاء صلاحية الشهادة بـ 90 يومًا و30 يومًا. تبقى شهاداتك صالحة أيًا كان اختيارك، ويمكنك إعادة تشغيل التذكيرات من "حسابي".',
    stop: 'إيقاف التذكيرات',
    stopping: 'جارٍ إيقاف التذكيرات…',
    done: 'تم: لن يتلقى هذا العنوان بعد الآن تذكيرات التجديد.',
    failed: 'تعذّر إيقاف التذكيرات. يُرجى المحاولة مرة أخرى لاحقًا.',
    noToken: 'هذا الرابط غير مكتمل: افتح مرة أخرى الرابط الموجود في أحدث رسالة تذكير وصلتك.',
  },
};

export default ar;
