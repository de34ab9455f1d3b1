import { use } from 'react';
import {
  DEFAULT_LANG,
  defineDictionary,
  directionOf,
  keepLatinNames,
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
  translateTexts,
  translator,
  type CourseTexts,
  type LanguageCourseTexts,
  type Translate,
} from './course-texts';
import { courseId } from './course-links';
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

// One chunk per language (texts-<lang>, with the catalog's other texts of that language); its
// index builds the tables from every file of the language's folder.
type LanguageIndex = { default: Promise<LanguageCourseTexts> };
const settle = (index: LanguageIndex) => index.default.then((texts) => ({ default: texts }));

const languages: Partial<Record<Lang, Language>> = {
  hi: () => import(/* webpackChunkName: "texts-hi" */ './i18n/hi').then(settle),
  nl: () => import(/* webpackChunkName: "texts-nl" */ './i18n/nl').then(settle),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './i18n/fr').then(settle),
  pt: () => import(/* webpackChunkName: "texts-pt" */ './i18n/pt').then(settle),
  it: () => import(/* webpackChunkName: "texts-it" */ './i18n/it').then(settle),
  ar: () => import(/* webpackChunkName: "texts-ar" */ './i18n/ar').then(settle),
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
      loaders[lang] = () =>
        loadChunk(load).then((m) => ({ default: m.default.tables[file] ?? {} }));
    }
    // Its English is a marker: the id of a dictionary is the hash of its English texts.
    table = defineDictionary({ [`course-texts:${file}`]: file }, loaders);
    tables.set(file, table);
  }
  return table;
}

/**
 * The translator of `lang` over the tables of `files`, first file first (the English itself in
 * English). In a right-to-left language a name's trailing '+' stays at its end (keepLatinNames).
 */
function translatorFor(lang: Lang, files: string[]): Promise<Translate> {
  if (lang === DEFAULT_LANG || !languages[lang]) return Promise.resolve(english);
  const used = files.map(courseTable);
  return Promise.all(used.map((table) => loadDictionary(table, lang))).then(() => {
    const tr = translator(
      ...used.map((table) => table.loaded.get(lang) as CourseTexts | undefined),
    );
    return directionOf(lang) === 'rtl' ? (text, values) => keepLatinNames(tr(text, values)) : tr;
  });
}

/** Marks the course texts a page shows in `lang` as used by its render (the server's). */
export function markCourseTexts(lang: Lang, files: string[]): void {
  if (lang === DEFAULT_LANG || !languages[lang]) return;
  for (const file of files) markDictionaryUsed(courseTable(file));
}

type VendorModule = ComptiaData | PecbData;
type GroupModule = Promise<{ default: Record<string, ComptiaDetails | PecbDetails> }>;

const vendorModules: Record<Vendor, () => Promise<VendorModule>> = {
  CompTIA: () => import('./comptia'),
  PECB: () => import('./pecb'),
};

// One import per level and category, written out: a table of imports is smaller in the routes
// chunk than the map webpack makes for an import with a variable path.
const groupModules: Record<Vendor, Record<string, () => GroupModule>> = {
  CompTIA: {
    specialist: () => import('./comptia/specialist'),
    professional: () => import('./comptia/professional'),
    expert: () => import('./comptia/expert'),
  },
  PECB: {
    'information-security': () => import('./pecb/information-security'),
    cybersecurity: () => import('./pecb/cybersecurity'),
    quality: () => import('./pecb/quality'),
    governance: () => import('./pecb/governance'),
    'artificial-intelligence': () => import('./pecb/artificial-intelligence'),
    privacy: () => import('./pecb/privacy'),
    continuity: () => import('./pecb/continuity'),
    'technical-cybersecurity': () => import('./pecb/technical-cybersecurity'),
  },
};

/** A vendor's summaries in `lang`: its module itself in English, its texts translated otherwise. */
function loadVendor(vendor: Vendor, lang: Lang): Promise<VendorModule> {
  const data = once(vendor, () => loadChunk(vendorModules[vendor]));
  if (lang === DEFAULT_LANG) return data;
  return once(`${vendor}/${lang}`, () =>
    Promise.all([data, translatorFor(lang, [vendor.toLowerCase()])]).then(([module, tr]) =>
      translateTexts({ ...module }, tr),
    ),
  );
}

export const loadComptia = (lang: Lang = DEFAULT_LANG) =>
  loadVendor('CompTIA', lang) as Promise<ComptiaData>;

export const loadPecb = (lang: Lang = DEFAULT_LANG) =>
  loadVendor('PECB', lang) as Promise<PecbData>;

/**
 * One course, whole: its vendor's summaries and its level's or category's page content (each
 * level and category is a chunk of its own: ./comptia/<level>.ts, ./pecb/<category>.ts), put
 * together in `lang`. Rejects when there is no such course.
 */
export function loadCourse(
  course: Pick<Course, 'vendor' | 'group' | 'slug'>,
  lang: Lang = DEFAULT_LANG,
): Promise<Course> {
  const { vendor, group, slug } = course;
  const groups = groupModules[vendor];
  const load = Object.hasOwn(groups, group) ? groups[group] : undefined;
  return once(`${courseId(course)}@${group}/${lang}`, () =>
    Promise.all([
      loadVendor(vendor, DEFAULT_LANG),
      load ? loadChunk(load) : { default: {} as Record<string, never> },
      // The course's texts in `lang`: its group's own, then its vendor's shared ones.
      translatorFor(lang, courseTextFiles(vendor, group)),
    ]).then(([data, module, tr]) => {
      const details = Object.hasOwn(module.default, slug) ? module.default[slug] : undefined;
      if (!details) throw new Error(`No ${vendor} course ${group}/${slug}`);
      return data.buildCourse(slug, details as never, tr);
    }),
  );
}

/** Starts loading a course (a course route's element calls it on render). */
export function preloadCourse(
  course: Pick<Course, 'vendor' | 'group' | 'slug'>,
  lang?: Lang,
): void {
  loadCourse(course, lang).catch(() => undefined);
}

/** Starts loading a vendor's data (a route's chunk loader calls it, so both load at once). */
export function preloadVendor(vendor: Vendor, lang: Lang = DEFAULT_LANG): void {
  void loadVendor(vendor, lang);
}

// What the pages read, with React's `use`: the data in the page's language, its course texts
// marked as used by the render (the server sends them with the page).

function read<T>(data: Promise<T>, lang: Lang, files: string[]): T {
  // Unlike other hooks, React's `use` may be called conditionally; `read` runs only in a render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const value = use(data);
  markCourseTexts(lang, files);
  return value;
}

export const readComptia = (lang: Lang) => read(loadComptia(lang), lang, ['comptia']);

export const readPecb = (lang: Lang) => read(loadPecb(lang), lang, ['pecb']);

export const readCourse = (summary: Pick<Course, 'vendor' | 'group' | 'slug'>, lang: Lang) =>
  read(loadCourse(summary, lang), lang, courseTextFiles(summary.vendor, summary.group));
