import type { ReactElement } from 'react';
import { paths } from 'shared';
import { HomePage, InfoPage, ServiceDetailPage } from './pages';
import { shellPages } from './shell-pages';

/** Every page the shell owns; app.tsx turns these into routes inside its layout. */
export const pageRoutes: { path: string; element: ReactElement }[] = [
  { path: paths.home, element: <HomePage /> },
  { path: paths.homeAlias, element: <HomePage /> },
  ...shellPages.map((page) => ({ path: page.path, element: <InfoPage page={page} /> })),
  { path: '/service-detail/:slug', element: <ServiceDetailPage /> },
];
