import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'shared';
import { pageRoutes } from './pages/page-routes';

export { preparePage } from './pages/page-routes';

/** The shell's own pages (its own chunk); everything a remote owns is routed by that remote. */
export default function ShellRoutes() {
  return (
    <Routes>
      {pageRoutes.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
