/**
 * The course page's texts in English, in the course page's chunk; every other language
 * translates every key (./hi.ts ...). Texts that depend on a count have `_one`/`_other` forms
 * (usePlural); a language with more forms adds them (Arabic).
 */
export const coursePageEn = {
  examCode: 'Exam code',
  examCodes: 'Exam codes',
  duration: 'Training duration',
  durationValue_one: '{count} hour',
  durationValue_other: '{count} hours',
  format: 'Format',
  formatBoth: 'Instructor-led, live online or in class at our New Delhi centre',
  formatOnline: 'Instructor-led, live online',
  formatOnsite: 'Instructor-led, in class at our New Delhi centre',
  credential: 'Certification awarded',
  examFormat: 'Exam format',
  examFormatValue:
    '{code}: maximum {questions} questions, {minutes} minutes, passing score {score}',
  examFormatSingle: 'Maximum {questions} questions, {minutes} minutes, passing score {score}',
  audience: 'Who it is for',
  prerequisites: 'Prerequisites and recommended experience',
  outline: 'What you will learn',
  path: 'Certification path',
  pathBefore: 'Before this course',
  pathAfter: 'After this course',
  faqs: 'Frequently asked questions',
  related: 'Related courses',
  enquire: 'Enquire',
  enquireAbout: 'Enquire about {title}',
  payNote:
    'Ready to book? Use the Pay Now menu in the navigation at the top of the page to pay by PayPal, card or bank transfer.',
  notFound: 'Page not found',
  courseTitle: '{title} training',
  courseDescription: '{title} ({vendor}) training in New Delhi and online: {summary}',
};

export type CoursePageKey = keyof typeof coursePageEn;
export type CoursePageTexts = Record<CoursePageKey, string>;

/** The plural forms a language may add beyond `_one`/`_other` (Arabic has them all). */
export type CoursePagePluralForms = Partial<
  Record<`durationValue_${'zero' | 'two' | 'few' | 'many'}`, string>
>;
