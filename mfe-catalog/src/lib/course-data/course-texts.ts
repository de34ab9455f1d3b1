import { fillPlaceholders } from 'shared';
import type { Vendor } from './types';

// The course content in other languages (summaries, audience, prerequisites,
// outline, FAQs). Each language's texts are written as a table from the English text to its
// translation, so a translator sees the English beside each line and the data modules stay the
// one source of a course's structure. Course, certification and vendor names and exam codes are
// names, never looked up. A level's or category's file (./i18n/<lang>/<vendor>-<group>.ts) holds
// its courses' summaries (what the lists show) and their pages; the vendor's file
// (./i18n/<lang>/<vendor>.ts) the texts of its levels or categories and those several groups
// share. Each table is a dictionary of its own (../load-courses.ts): a prerendered page carries
// the ones it shows, and a page reached by navigating loads its language's one chunk of texts;
// English loads none.

/** English text → its translation. */
export type CourseTexts = Readonly<Record<string, string>>;

/** Translates an English text, filling in `{name}` placeholders; English where there is none. */
export type Translate = (english: string, values?: Record<string, string | number>) => string;

/** One level's or category's texts: its courses' summaries, and their pages. */
export interface GroupTexts {
  summaries: CourseTexts;
  page: CourseTexts;
}

/**
 * One language's course texts: each table by name, `comptia` (a vendor's, with its groups'
 * summaries) and `pecb-quality` (a group's pages).
 */
export interface LanguageCourseTexts {
  tables: Record<string, CourseTexts>;
}

/**
 * The tables a course of a level or category is shown with, its own first: the group's page
 * content (`comptia-specialist`), then the vendor's (`comptia`: its shared texts and, merged in
 * by languageTexts, every group's summaries, which the lists and related courses show).
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
    return fillPlaceholders(text, values);
  };
}

/** English: every text as written. */
export const english: Translate = translator();

/** The fields that hold names, codes and ids: never looked up. */
const NAMES = new Set([
  'vendor',
  'group',
  'slug',
  'title',
  'examCodes',
  'code',
  'pathBefore',
  'pathAfter',
  'related',
]);

/** Every text of `value` (a course's content, summaries, groups) translated; names stay. */
export function translateTexts<T>(value: T, tr: Translate): T {
  if (typeof value === 'string') return tr(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => translateTexts(item, tr)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = NAMES.has(key) ? item : translateTexts(item, tr);
    }
    return out as T;
  }
  return value;
}
