import { loadChunk } from 'shared';
import type { ComptiaDetails } from './comptia';
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

export function loadComptia(): Promise<ComptiaData> {
  return once('CompTIA', () => loadChunk(() => import('./comptia')));
}

export function loadPecb(): Promise<PecbData> {
  return once('PECB', () => loadChunk(() => import('./pecb')));
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
export function loadCourse(course: Pick<Course, 'vendor' | 'group' | 'slug'>): Promise<Course> {
  const { vendor, group, slug } = course;
  const missing = () => new Error(`No ${vendor} course ${group}/${slug}`);
  return once(`${vendor}/${group}/${slug}`, () =>
    vendor === 'CompTIA'
      ? Promise.all([loadComptia(), loadGroup(comptiaGroups, group)]).then(
          ([data, module]: [ComptiaData, { default: Record<string, ComptiaDetails> }]) => {
            const details = Object.hasOwn(module.default, slug) ? module.default[slug] : undefined;
            if (!details) throw missing();
            return data.comptiaCourse(slug, details);
          },
        )
      : Promise.all([loadPecb(), loadGroup(pecbGroups, group)]).then(
          ([data, module]: [PecbData, { default: Record<string, PecbDetails> }]) => {
            const details = Object.hasOwn(module.default, slug) ? module.default[slug] : undefined;
            if (!details) throw missing();
            return data.pecbCourse(slug, details);
          },
        ),
  );
}

/** Starts loading a course (a course route's element calls it on render). */
export function preloadCourse(course: Pick<Course, 'vendor' | 'group' | 'slug'>): void {
  loadCourse(course).catch(() => undefined);
}

/** Starts loading a vendor's data (a route's chunk loader calls it, so both load at once). */
export function preloadVendor(vendor: Vendor): void {
  void (vendor === 'CompTIA' ? loadComptia() : loadPecb());
}
