import type { ListsKey } from './en';

// Arabic (Modern Standard Arabic).
const texts: Record<ListsKey, string> = {
  reviewsTitle: 'الآراء',
  reviewsDescription:
    'ما يقوله المتعلّمون عن دورات CompTIA وPECB وUnity وTally وMicrosoft لدينا في نيودلهي.',
  reviewsLead: 'ما يقوله متعلّمونا وعملاؤنا عن دوراتهم ومشاريعهم معنا.',
  reviewsEmpty: 'لا توجد آراء بعد.',
  rated: 'التقييم {rating} من 5',
  reviewsError: 'تعذّر تحميل الآراء.',
  blogsTitle: 'مدوّنتنا',
  blogsDescription:
    'مقالات عن الشهادات التقنية والمسارات المهنية والأمن السيبراني والحوسبة السحابية ومعايير ISO.',
  blogsLead: 'مقالات من مدرّبينا عن الشهادات والمسارات المهنية والتقنية.',
  blogsLoading: 'جارٍ تحميل المقالات...',
  blogsEmpty: 'لا توجد مقالات بعد.',
  blogsError: 'تعذّر تحميل المقالات.',
  resourcesTitle: 'المصادر',
  resourcesDescription:
    'الكتب وأدلة الدراسة التي نوصي بها لامتحانات CompTIA وPECB وغيرها من الشهادات.',
  resourcesLead: 'الكتب وأدلة الدراسة التي يوصي بها مدرّبونا لكل شهادة.',
  resourcesEmpty: 'لا توجد كتب مدرجة بعد.',
  resourcesError: 'تعذّر تحميل الكتب.',
  getBook: 'احصل على «{title}»',
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
  tryAgain: 'حاول مرة أخرى',
};

export default texts;
