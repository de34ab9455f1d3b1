import { Route, Routes } from 'react-router-dom';
import { NotFound, paths } from 'shared';
import { CoursePage } from '../features/courses/components/course-page';
import {
  CertificationsOverview,
  ComptiaLevelPage,
  ComptiaOverview,
  ComptiaPartnerPage,
  PecbCategoryPage,
  PecbOverview,
} from '../features/courses/components/overview-pages';

/** Every route the catalog owns (ARCHITECTURE 'Packages'); the shell mounts it as one area. */
export default function CatalogRoutes() {
  return (
    <Routes>
      <Route path={paths.comptia} element={<ComptiaOverview />} />
      <Route path={paths.comptiaLevel(':level')} element={<ComptiaLevelPage />} />
      <Route
        path={paths.comptiaCourse(':level', ':course')}
        element={<CoursePage vendor="CompTIA" />}
      />
      <Route path={paths.pecb} element={<PecbOverview />} />
      <Route path={paths.pecbOverview} element={<PecbOverview />} />
      <Route path={paths.pecbCategory(':category')} element={<PecbCategoryPage />} />
      <Route
        path={paths.pecbCourse(':category', ':course')}
        element={<CoursePage vendor="PECB" />}
      />
      <Route path={paths.cer} element={<CertificationsOverview />} />
      <Route path={paths.comptiaSinglePage} element={<ComptiaPartnerPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
