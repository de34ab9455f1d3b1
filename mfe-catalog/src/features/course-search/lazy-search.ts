import { lazyScreen } from 'shared';

/** The search, in a chunk of its own (README 'Chunks'); the overview pages render it. */
export const CourseSearch = lazyScreen(() =>
  import('./components/course-search').then((m) => m.CourseSearch),
);

/**
 * Starts loading the search's chunk alongside a page's own (webpack loads a chunk once); a
 * failure here is left to the lazy component above, which retries.
 */
export function preloadSearch(): void {
  CourseSearch.preload().catch(() => undefined);
}
