import { Suspense, type ReactNode } from 'react';
import { matchPath, Route, Routes, useParams } from 'react-router-dom';
import { lazyScreen, LoadingContent, NotFound, paths, useI18n, type Lang } from 'shared';
import { CourseSearch, preloadSearch } from '../features/course-search/lazy-search';
import {
  loadComptia,
  loadCourse,
  loadPecb,
  preloadCourse,
  preloadVendor,
} from '../lib/course-data/load-courses';
import type { Vendor } from '../lib/course-data/types';

// Each kind of page is a chunk of its own, and so are each vendor's summaries, each course and
// the search (README 'Chunks'): a CompTIA course page loads the course page, the CompTIA
// summaries and its course only. A page's loader starts its data and the search's chunk too,
// and a course route starts its course, so they load side by side.
function withData<T>(vendors: Vendor[], search: boolean, load: () => Promise<T>) {
  return () => {
    for (const vendor of vendors) preloadVendor(vendor);
    if (search) preloadSearch();
    return load();
  };
}

const coursePage = () => import('../features/courses/components/course-page');
const comptiaPages = () => import('../features/catalog-overview/components/comptia-pages');
const pecbPages = () => import('../features/catalog-overview/components/pecb-pages');
const all: Vendor[] = ['CompTIA', 'PECB'];

const ComptiaCoursePage = lazyScreen(
  withData(['CompTIA'], false, () => coursePage().then((m) => m.ComptiaCoursePage)),
);
const PecbCoursePage = lazyScreen(
  withData(['PECB'], false, () => coursePage().then((m) => m.PecbCoursePage)),
);
// The search on the overview pages spans both vendors, so they load both vendors' data. The
// search is a feature of its own, so each overview page gets it as `Search` below.
const ComptiaOverview = lazyScreen(
  withData(all, true, () => comptiaPages().then((m) => m.ComptiaOverview)),
);
const ComptiaLevelPage = lazyScreen(
  withData(all, true, () => comptiaPages().then((m) => m.ComptiaLevelPage)),
);
const ComptiaPartnerPage = lazyScreen(
  withData(all, true, () => comptiaPages().then((m) => m.ComptiaPartnerPage)),
);
const PecbOverview = lazyScreen(withData(all, true, () => pecbPages().then((m) => m.PecbOverview)));
const PecbCategoryPage = lazyScreen(
  withData(all, true, () => pecbPages().then((m) => m.PecbCategoryPage)),
);
const CertificationsOverview = lazyScreen(
  withData(all, true, () => certificationsPage().then((m) => m.CertificationsOverview)),
);

const certificationsPage = () =>
  import('../features/catalog-overview/components/certifications-page');

/** Starts loading the course in the address while the page's own chunk loads. */
function WithCourse({ vendor, children }: { vendor: Vendor; children: ReactNode }) {
  const { level, category, course } = useParams();
  const { lang } = useI18n();
  const group = vendor === 'CompTIA' ? level : category;
  if (group && course) preloadCourse({ vendor, group, slug: course }, lang);
  return children;
}

/**
 * Loads every chunk the page at `pathname` renders in `lang` (its page, its vendors' data and
 * course texts in that language, the search).
 * The shell awaits it before hydrating a prerendered page (shell/src/bootstrap.tsx), so the
 * page is hydrated with its code at hand: a click or a keystroke during hydration is handled,
 * not lost on a part of the page still waiting for its chunk.
 */
export async function preparePage(pathname: string, lang?: Lang): Promise<void> {
  const is = (pattern: string) => matchPath(pattern, pathname) !== null;
  const course = (pattern: string, vendor: Vendor) => {
    const params = matchPath(pattern, pathname)?.params;
    const group = params?.level ?? params?.category;
    return params?.course && group
      ? loadCourse({ vendor, group, slug: params.course }, lang)
      : null;
  };
  const comptiaCourse = course(paths.comptiaCourse(':level', ':course'), 'CompTIA');
  if (comptiaCourse) {
    await Promise.all([ComptiaCoursePage.preload(), loadComptia(lang), comptiaCourse]);
    return;
  }
  const pecbCourse = course(paths.pecbCourse(':category', ':course'), 'PECB');
  if (pecbCourse) {
    await Promise.all([PecbCoursePage.preload(), loadPecb(lang), pecbCourse]);
    return;
  }
  // The screen itself (so its first render takes it: lazyScreen), its data and the search.
  const screen = (
    [
      [paths.comptia, ComptiaOverview],
      [paths.comptiaLevel(':level'), ComptiaLevelPage],
      [paths.comptiaSinglePage, ComptiaPartnerPage],
      [paths.pecb, PecbOverview],
      [paths.pecbOverview, PecbOverview],
      [paths.pecbCategory(':category'), PecbCategoryPage],
      [paths.cer, CertificationsOverview],
    ] as const
  ).find(([pattern]) => is(pattern))?.[1];
  if (screen)
    await Promise.all([
      screen.preload(),
      loadComptia(lang),
      loadPecb(lang),
      CourseSearch.preload(),
    ]);
}

/** Every route the catalog owns; the shell mounts it as one area (docs/ARCHITECTURE.md). */
export default function CatalogRoutes() {
  return (
    <Suspense fallback={<LoadingContent />}>
      <Routes>
        <Route path={paths.comptia} element={<ComptiaOverview Search={CourseSearch} />} />
        <Route
          path={paths.comptiaLevel(':level')}
          element={<ComptiaLevelPage Search={CourseSearch} />}
        />
        <Route
          path={paths.comptiaCourse(':level', ':course')}
          element={
            <WithCourse vendor="CompTIA">
              <ComptiaCoursePage />
            </WithCourse>
          }
        />
        <Route path={paths.pecb} element={<PecbOverview Search={CourseSearch} />} />
        <Route path={paths.pecbOverview} element={<PecbOverview Search={CourseSearch} />} />
        <Route
          path={paths.pecbCategory(':category')}
          element={<PecbCategoryPage Search={CourseSearch} />}
        />
        <Route
          path={paths.pecbCourse(':category', ':course')}
          element={
            <WithCourse vendor="PECB">
              <PecbCoursePage />
            </WithCourse>
          }
        />
        <Route path={paths.cer} element={<CertificationsOverview Search={CourseSearch} />} />
        <Route
          path={paths.comptiaSinglePage}
          element={<ComptiaPartnerPage Search={CourseSearch} />}
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
