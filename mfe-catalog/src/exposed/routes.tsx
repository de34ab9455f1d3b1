import { Route, Routes } from 'react-router-dom';
import { NotFound, paths } from 'shared';
import {
  CertificationsOverview,
  ComptiaLevelPage,
  ComptiaOverview,
  ComptiaPartnerPage,
  CoursePage,
  PecbCategoryPage,
  PecbOverview,
} from '../features/courses/components/course-views';

/** Every route the catalog owns (ARCHITECTURE 'Packages'); the shell mounts it as one area. */
export default function CatalogRoutes() {
  return (
    <Routes>
      <Route path={paths.comptia} element={<ComptiaOverview />} />
      <Route path="/comptia/:level" element={<ComptiaLevelPage />} />
      <Route path="/comptia/:level/:course" element={<CoursePage vendor="CompTIA" />} />
      <Route path={paths.pecb} element={<PecbOverview />} />
      <Route path={paths.pecbOverview} element={<PecbOverview />} />
      <Route path="/pecb/:category" element={<PecbCategoryPage />} />
      <Route path="/pecb/:category/:course" element={<CoursePage vendor="PECB" />} />
      <Route path={paths.cer} element={<CertificationsOverview />} />
      <Route path={paths.comptiaSinglePage} element={<ComptiaPartnerPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
