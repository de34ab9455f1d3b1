// Builds one language's course tables from the files of its folder (./i18n/<lang>/). Only the
// language indexes import it, so it travels in the texts-<lang> chunks, not in a page's first load.
import { COMPTIA_LEVELS, PECB_CATEGORIES } from 'contracts';
import type { CourseTexts, GroupTexts, LanguageCourseTexts } from './course-texts';

/** Loads one file of a language's folder (./i18n/<lang>/<file>.ts) by its name. */
export type LanguageFile = (file: string) => Promise<{ default: unknown }>;

const GROUPS: Record<string, readonly string[]> = {
  comptia: COMPTIA_LEVELS,
  pecb: PECB_CATEGORIES,
};

/**
 * A group without courses yet (a new PECB category) has no file: webpack and Node both say so
 * with MODULE_NOT_FOUND. Anything else (a chunk that failed to load) still fails the load.
 */
function noFileYet(error: unknown): undefined {
  if ((error as { code?: string } | null)?.code === 'MODULE_NOT_FOUND') return undefined;
  throw error;
}

/**
 * One language's tables from its folder: each group's pages under the group's name, and each
 * vendor's shared texts with every group's summaries merged in (the lists show them all). The
 * groups come from contracts' course index, so a new level or category needs no list here.
 */
export async function languageTexts(load: LanguageFile): Promise<LanguageCourseTexts> {
  const tables: Record<string, CourseTexts> = {};
  await Promise.all(
    Object.entries(GROUPS).map(async ([vendor, groups]) => {
      const [shared, ...files] = await Promise.all([
        load(vendor),
        ...groups.map((group) => load(`${vendor}-${group}`).catch(noFileYet)),
      ]);
      const vendorTable: Record<string, string> = { ...(shared?.default as CourseTexts) };
      groups.forEach((group, i) => {
        const texts = files[i]?.default as GroupTexts | undefined;
        if (!texts) return;
        Object.assign(vendorTable, texts.summaries);
        tables[`${vendor}-${group}`] = texts.page;
      });
      tables[vendor] = vendorTable;
    }),
  );
  return { tables };
}
