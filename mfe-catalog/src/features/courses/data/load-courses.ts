import { use } from 'react';
import {
  DEFAULT_LANG,
  defineDictionary,
  loadChunk,
  loadDictionary,
  markDictionaryUsed,
  type Dictionary,
  type Lang,
} from 'shared';
import type { ComptiaDetails } from './comptia';
import {
  courseTextFiles,
  english,
  translateGroups,
  translateSummaries,
  translator,
  type CourseTexts,
  type LanguageCourseTexts,
  type Translate,
} from './course-texts';
import type { PecbDetails } from './pecb';
import type { Course, Vendor } from './types';

// Each vendor's course summaries are a chunk of their own, shared by every page that lists
// them, and each course's page content is a chunk of its own: a CompTIA course page loads the
// CompTIA summaries (for its related courses) and its own course only (README 'Chunks'). Pages
// read them with React's `use`, which suspends until the chunk is there: the server's render
// waits for it, and hydration keeps the server's HTML meanwhile.

export type ComptiaData = typeof import('./comptia');
export type PecbData = typeof import('./pecb');

const loading = new Map<string, Promise<unknown>>();

/** A promise that says when it is settled, in the fields React's `use` reads. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * One promise per vendor or course, so `use` sees the same promise on every render (each chunk
 * itself gets `loadChunk`'s retries). Once it is
 * fulfilled it carries its value, so `use` reads data already loaded (preloaded by the route,
 * or before hydration) at once instead of suspending for a turn. A load that fails after its
 * retries is forgotten, so the shell's retry loads it again.
 */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = loading.get(key) as Tracked<T> | undefined;
  if (!promise) {
    const started: Tracked<T> = load();
    started.then(
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      () => loading.delete(key),
    );
    loading.set(key, started);
    promise = started;
  }
  return promise;
}

type Language = () => Promise<{ default: LanguageCourseTexts }>;

const languages: Partial<Record<Lang, Language>> = {
  hi: () => import('./i18n/hi'),
  nl: () => import('./i18n/nl'),
  fr: () => import('./i18n/fr'),
  pt: () => import('./i18n/pt'),
  it: () => import('./i18n/it'),
  ar: () => import('./i18n/ar'),
};

const tables = new Map<string, Dictionary<string>>();

/**
 * One table of course texts (`comptia`, `comptia-specialist`: ./course-texts.ts) as a dictionary
 * of its own, so it loads as the interface's texts do: from the page when the server sent it
 * with the page (markDictionaryUsed), from its language's chunks otherwise.
 */
function courseTable(file: string): Dictionary<string> {
  let table = tables.get(file);
  if (!table) {
    const loaders: Dictionary<string>['loaders'] = {};
    for (const [lang, load] of Object.entries(languages) as [Exclude<Lang, 'en'>, Language][]) {
      loaders[lang] = () => loadChunk(load).then((m) => loadChunk(() => m.default.table(file)));
    }
    // Its English is a marker: the id of a dictionary is the hash of its English texts.
    table = defineDictionary({ [`course-texts:${file}`]: file }, loaders);
    tables.set(file, table);
  }
  return table;
}

/**
 * The translator of `lang` over the tables of `files`, first file first (the English itself in
 * English). Each table is marked used by the page being rendered, so the server sends it along.
 */
function translatorFor(lang: Lang, files: string[]): Promise<Translate> {
  if (lang === DEFAULT_LANG || !languages[lang]) return Promise.resolve(english);
  const used = files.map(courseTable);
  return Promise.all(used.map((table) => loadDictionary(table, lang))).then(() =>
    translator(...used.map((table) => table.loaded.get(lang) as CourseTexts | undefined)),
  );
}

/** Marks the course texts a page shows in `lang` as used by its render (the server's). */
export function markCourseTexts(lang: Lang, files: string[]): void {
  if (lang === DEFAULT_LANG || !languages[lang]) return;
  for (const file of files) markDictionaryUsed(courseTable(file));
}

/** CompTIA's summaries in `lang` (the module itself in English). */
export function loadComptia(lang: Lang = DEFAULT_LANG): Promise<ComptiaData> {
  const data = once('CompTIA', () => loadChunk(() => import('./comptia')));
  if (lang === DEFAULT_LANG) return data;
  return once(`CompTIA/${lang}`, () =>
    Promise.all([data, translatorFor(lang, ['comptia'])]).then(([module, tr]) => ({
      ...module,
      comptiaCourses: translateSummaries(module.comptiaCourses, tr),
      comptiaLevelInfo: translateGroups(module.comptiaLevelInfo, tr),
    })),
  );
}

/** PECB's summaries in `lang` (the module itself in English). */
export function loadPecb(lang: Lang = DEFAULT_LANG): Promise<PecbData> {
  const data = once('PECB', () => loadChunk(() => import('./pecb')));
  if (lang === DEFAULT_LANG) return data;
  return once(`PECB/${lang}`, () =>
    Promise.all([data, translatorFor(lang, ['pecb'])]).then(([module, tr]) => ({
      ...module,
      pecbCourses: translateSummaries(module.pecbCourses, tr),
      pecbCategoryInfo: translateGroups(module.pecbCategoryInfo, tr),
    })),
  );
}

type GroupModule<T> = Promise<{ default: Record<string, T> }>;

// One import per level and category, written out: a table of imports is smaller in the routes
// chunk than the map webpack makes for an import with a variable path.
const comptiaGroups: Record<string, () => GroupModule<ComptiaDetails>> = {
  specialist: () => import('./comptia/specialist'),
  professional: () => import('./comptia/professional'),
  expert: () => import('./comptia/expert'),
};

const pecbGroups: Record<string, () => GroupModule<PecbDetails>> = {
  'information-security': () => import('./pecb/information-security'),
  cybersecurity: () => import('./pecb/cybersecurity'),
  quality: () => import('./pecb/quality'),
  governance: () => import('./pecb/governance'),
  'artificial-intelligence': () => import('./pecb/artificial-intelligence'),
  privacy: () => import('./pecb/privacy'),
  continuity: () => import('./pecb/continuity'),
  'technical-cybersecurity': () => import('./pecb/technical-cybersecurity'),
};

/** A level's or category's page content; none for a group that has no module. */
function loadGroup<T>(groups: Record<string, () => GroupModule<T>>, group: string): GroupModule<T> {
  const load = Object.hasOwn(groups, group) ? groups[group] : undefined;
  return load ? loadChunk(load) : Promise.resolve({ default: {} });
}

/**
 * One course, whole: its vendor's summaries and its level's or category's page content (each
 * level and category is a chunk of its own: ./comptia/<level>.ts, ./pecb/<category>.ts), put
 * together. Rejects when there is no such course.
 */
export function loadCourse(
  course: Pick<Course, 'vendor' | 'group' | 'slug'>,
  lang: Lang = DEFAULT_LANG,
): Promise<Course> {
  const { vendor, group, slug } = course;
  const missing = () => new Error(`No ${vendor} course ${group}/${slug}`);
  // The course's texts in `lang`: its group's own, then its vendor's shared ones.
  const texts = () => translatorFor(lang, courseTextFiles(vendor, group));
  return once(`${vendor}/${group}/${slug}/${lang}`, () =>
    vendor === 'CompTIA'
      ? Promise.all([loadComptia(), loadGroup(comptiaGroups, group), texts()]).then(
          ([data, module, tr]) => {
            const details = Object.hasOwn(module.default, slug) ? module.default[slug] : undefined;
            if (!details) throw missing();
            return data.comptiaCourse(slug, details, tr);
          },
        )
      : Promise.all([loadPecb(), loadGroup(pecbGroups, group), texts()]).then(
          ([data, module, tr]) => {
            const details = Object.hasOwn(module.default, slug) ? module.default[slug] : undefined;
            if (!details) throw missing();
            return data.pecbCourse(slug, details, tr);
          },
        ),
  );
}

/** Starts loading a course (a course route's element calls it on render). */
export function preloadCourse(course: Pick<Course, 'vendor' | 'group' | 'slug'>, lang?: Lang): void {
  loadCourse(course, lang).catch(() => undefined);
}

/** Starts loading a vendor's data (a route's chunk loader calls it, so both load at once). */
export function preloadVendor(vendor: Vendor, lang?: Lang): void {
  void (vendor === 'CompTIA' ? loadComptia(lang) : loadPecb(lang));
}

// What the pages read, with React's `use`: the data in the page's language, its course texts
// marked as used by the render (the server sends them with the page).

export function readComptia(lang: Lang): ComptiaData {
  const data = use(loadComptia(lang));
  markCourseTexts(lang, ['comptia']);
  return data;
}

export function readPecb(lang: Lang): PecbData {
  const data = use(loadPecb(lang));
  markCourseTexts(lang, ['pecb']);
  return data;
}

export function readCourse(summary: Pick<Course, 'vendor' | 'group' | 'slug'>, lang: Lang): Course {
  const course = use(loadCourse(summary, lang));
  markCourseTexts(lang, courseTextFiles(summary.vendor, summary.group));
  return course;
}
