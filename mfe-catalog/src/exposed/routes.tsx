import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { lazyScreen, LoadingContent, NotFound, paths } from 'shared';
import { loadComptia, loadPecb, preloadVendor } from '../features/courses/data/load-courses';
import type { Vendor } from '../features/courses/data/types';
import { loadSearch, preloadSearch } from '../features/courses/components/lazy-search';

// Each kind of page is a chunk of its own, and so are each vendor's data and the search
// (README 'Chunks'): a CompTIA course page loads the course page and the CompTIA data only.
// A page's loader starts its data and the search's chunk too, so they load side by side.
function withData<T>(vendors: Vendor[], search: boolean, load: () => Promise<T>) {
  return () => {
    for (const vendor of vendors) preloadVendor(vendor);
    if (search) preloadSearch();
    return load();
  };
}

const coursePage = () => import('../features/courses/components/course-page');
const comptiaPages = () => import('../features/courses/components/comptia-pages');
const pecbPages = () => import('../features/courses/components/pecb-pages');
const all: Vendor[] = ['CompTIA', 'PECB'];

const ComptiaCoursePage = lazyScreen(
  withData(['CompTIA'], false, () => coursePage().then((m) => m.ComptiaCoursePage)),
);
const PecbCoursePage = lazyScreen(
  withData(['PECB'], false, () => coursePage().then((m) => m.PecbCoursePage)),
);
// The search on the overview pages spans both vendors, so they load both vendors' data.
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

const certificationsPage = () => import('../features/courses/components/certifications-page');

/**
 * Loads every chunk the page at `pathname` renders (its page, its vendors' data, the search).
 * The shell awaits it before hydrating a prerendered page (shell/src/bootstrap.tsx), so the
 * page is hydrated with its code at hand: a click or a keystroke during hydration is handled,
 * not lost on a part of the page still waiting for its chunk.
 */
export async function preparePage(pathname: string): Promise<void> {
  const is = (pattern: string) => matchPath(pattern, pathname) !== null;
  if (is(paths.comptiaCourse(':level', ':course'))) {
    await Promise.all([coursePage(), loadComptia()]);
    return;
  }
  if (is(paths.pecbCourse(':category', ':course'))) {
    await Promise.all([coursePage(), loadPecb()]);
    return;
  }
  const overview = [loadComptia(), loadPecb(), loadSearch()];
  if (is(paths.comptia) || is(paths.comptiaLevel(':level')) || is(paths.comptiaSinglePage)) {
    await Promise.all([comptiaPages(), ...overview]);
  } else if (is(paths.pecb) || is(paths.pecbOverview) || is(paths.pecbCategory(':category'))) {
    await Promise.all([pecbPages(), ...overview]);
  } else if (is(paths.cer)) {
    await Promise.all([certificationsPage(), ...overview]);
  }
}

/** Every route the catalog owns (ARCHITECTURE 'Packages'); the shell mounts it as one area. */
export default function CatalogRoutes() {
  return (
    <Suspense fallback={<LoadingContent />}>
      <Routes>
        <Route path={paths.comptia} element={<ComptiaOverview />} />
        <Route path={paths.comptiaLevel(':level')} element={<ComptiaLevelPage />} />
        <Route path={paths.comptiaCourse(':level', ':course')} element={<ComptiaCoursePage />} />
        <Route path={paths.pecb} element={<PecbOverview />} />
        <Route path={paths.pecbOverview} element={<PecbOverview />} />
        <Route path={paths.pecbCategory(':category')} element={<PecbCategoryPage />} />
        <Route path={paths.pecbCourse(':category', ':course')} element={<PecbCoursePage />} />
        <Route path={paths.cer} element={<CertificationsOverview />} />
        <Route path={paths.comptiaSinglePage} element={<ComptiaPartnerPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
