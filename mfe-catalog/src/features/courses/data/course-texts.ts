import type { CourseFaq, CourseGroup, CourseSummary, Vendor } from './types';

// The course content in other languages (SPEC issue 17: summaries, audience, prerequisites,
// outline, FAQs). Each language's texts are written as a table from the English text to its
// translation, so a translator sees the English beside each line and the data modules stay the
// one source of a course's structure. Course, certification and vendor names and exam codes are
// names, never looked up. A language is a chunk of its own with both vendors' summaries and
// shared texts (./i18n/<lang>/index.ts); each level's or category's page content is a further
// chunk, so a course page in Hindi loads Hindi only, and an English page none of it.

/** English text → its translation. */
export type CourseTexts = Readonly<Record<string, string>>;

/** Translates an English text, filling in `{name}` placeholders; English where there is none. */
export type Translate = (english: string, values?: Record<string, string | number>) => string;

/** One language's course texts: each table by its file name (`comptia`, `pecb-quality`). */
export interface LanguageCourseTexts {
  table: (file: string) => Promise<{ default: CourseTexts }>;
}

/**
 * The tables a course of a level or category is shown with, its own first: the group's page
 * content (`comptia-specialist`), then the vendor's shared texts (`comptia`).
 */
export function courseTextFiles(vendor: Vendor, group: string): string[] {
  const file = vendor.toLowerCase();
  return [`${file}-${group}`, file];
}

export function translator(...tables: Array<CourseTexts | undefined>): Translate {
  return (english, values) => {
    let text = english;
    for (const table of tables) {
      if (table && Object.hasOwn(table, english)) {
        text = table[english] as string;
        break;
      }
    }
    return values ? text.replace(/\{(\w+)\}/g, (m, name: string) => String(values[name] ?? m)) : text;
  };
}

/** English: every text as written. */
export const english: Translate = translator();

/** Each text of a list, translated. */
export function translateAll(texts: readonly string[], tr: Translate): string[] {
  return texts.map((text) => tr(text));
}

/** Each question and answer, translated. */
export function translateFaqs(faqs: readonly CourseFaq[] | undefined, tr: Translate): CourseFaq[] {
  return (faqs ?? []).map((faq) => ({ question: tr(faq.question), answer: tr(faq.answer) }));
}

/** A level's or category's summary and body, translated (its title is the vendor's name for it). */
export function translateGroups<K extends string>(
  groups: Record<K, CourseGroup>,
  tr: Translate,
): Record<K, CourseGroup> {
  const out = {} as Record<K, CourseGroup>;
  for (const key of Object.keys(groups) as K[]) {
    const group = groups[key];
    out[key] = {
      ...group,
      summary: tr(group.summary),
      ...(group.body ? { body: translateAll(group.body, tr) } : {}),
    };
  }
  return out;
}

/** Course summaries with their summary line translated (names stay). */
export function translateSummaries(courses: readonly CourseSummary[], tr: Translate): CourseSummary[] {
  return courses.map((course) => ({ ...course, summary: tr(course.summary) }));
}
