import type { PecbCategory } from 'shared';

/**
 * The texts of the components several features show (the breadcrumb, course cards and counts)
 * in English, bundled with them; every other language translates every key (./hi.ts ...).
 */
export const componentTextsEn = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  courseCount_one: '{count} course',
  courseCount_other: '{count} courses',
};

export type ComponentKey = keyof typeof componentTextsEn;

/**
 * Every language translates every key, and PECB's category names, which English takes from
 * ../../lib/course-data/groups.ts (CompTIA's level names are names and stay as they are).
 */
export type ComponentTexts = Record<ComponentKey | `category.${PecbCategory}`, string>;

/** The plural forms a language may add beyond `_one`/`_other` (Arabic has them all). */
export type ComponentPluralForms = Partial<
  Record<`courseCount_${'zero' | 'two' | 'few' | 'many'}`, string>
>;
