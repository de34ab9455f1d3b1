import { DEFAULT_LANG, loadChunk, type Lang } from 'shared';
import type { ComptiaDetails } from './comptia';
import {
  groupFile,
  translator,
  type CourseTexts,
  type LanguageCourseTexts,
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

const languages: Partial<Record<Lang, () => Promise<{ default: LanguageCourseTexts }>>> = {
  hi: () => import('./i18n/hi'),
  nl: () => import('./i18n/nl'),
  fr: () => import('./i18n/fr'),
  pt: () => import('./i18n/pt'),
  it: () => import('./i18n/it'),
  ar: () => import('./i18n/ar'),
};

/** A language's course texts (none for English, or a language without them). */
function loadLanguageTexts(lang: Lang): Promise<LanguageCourseTexts | undefined> {
  const load = languages[lang];
  return load ? loadChunk(load).then((m) => m.default) : Promise.resolve(undefined);
}

/** The page content texts of a level or category in a language. */
function loadGroupTexts(
  texts: LanguageCourseTexts | undefined,
  vendor: Vendor,
  group: string,
): Promise<CourseTexts | undefined> {
  return texts
    ? loadChunk(() => texts.group(groupFile(vendor, group))).then((m) => m.default)
    : Promise.resolve(undefined);
}

/** CompTIA's summaries in `lang` (the module itself in English). */
export function loadComptia(lang: Lang = DEFAULT_LANG): Promise<ComptiaData> {
  const data = once('CompTIA', () => loadChunk(() => import('./comptia')));
  if (lang === DEFAULT_LANG) return data;
  return once(`CompTIA/${lang}`, () =>
    Promise.all([data, loadLanguageTexts(lang)]).then(([module, texts]) =>
      texts ? { ...module, ...module.comptiaIn(translator(texts.vendors.CompTIA)) } : module,
    ),
  );
}

/** PECB's summaries in `lang` (the module itself in English). */
export function loadPecb(lang: Lang = DEFAULT_LANG): Promise<PecbData> {
  const data = once('PECB', () => loadChunk(() => import('./pecb')));
  if (lang === DEFAULT_LANG) return data;
  return once(`PECB/${lang}`, () =>
    Promise.all([data, loadLanguageTexts(lang)]).then(([module, texts]) =>
      texts ? { ...module, ...module.pecbIn(translator(texts.vendors.PECB)) } : module,
    ),
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
  const texts = (): Promise<Array<CourseTexts | undefined>> =>
    loadLanguageTexts(lang).then((language) =>
      loadGroupTexts(language, vendor, group).then((own) => [own, language?.vendors[vendor]]),
    );
  return once(`${vendor}/${group}/${slug}/${lang}`, () =>
    vendor === 'CompTIA'
      ? Promise.all([loadComptia(), loadGroup(comptiaGroups, group), texts()]).then(
          ([data, module, tables]) => {
            const details = Object.hasOwn(module.default, slug) ? module.default[slug] : undefined;
            if (!details) throw missing();
            return data.comptiaCourse(slug, details, translator(...tables));
          },
        )
      : Promise.all([loadPecb(), loadGroup(pecbGroups, group), texts()]).then(
          ([data, module, tables]) => {
            const details = Object.hasOwn(module.default, slug) ? module.default[slug] : undefined;
            if (!details) throw missing();
            return data.pecbCourse(slug, details, translator(...tables));
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
