import { Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { NotFound, remoteFor } from 'shared';
import { Footer } from '../features/layout/footer';
import { Nav } from '../features/layout/nav';
import { pageRoutes } from '../features/pages/page-routes';
import { RemoteArea } from '../remotes/remote-area';

const Layout = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  > main,
  > div[data-area] {
    flex: 1;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: -999px;
  &:focus {
    inset-inline-start: 1rem;
    top: 1rem;
    z-index: 100;
    background: #fff;
    padding: 0.5rem 1rem;
  }
`;

/** The shell's own pages; everything a remote owns is routed by that remote. */
function ShellRoutes() {
  return (
    <Routes>
      {pageRoutes.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export function App() {
  const { pathname } = useLocation();
  const remote = remoteFor(pathname);
  return (
    <Layout>
      <SkipLink href="#content">Skip to content</SkipLink>
      <Nav />
      <div id="content" data-area={remote ?? 'shell'}>
        {remote ? <RemoteArea remote={remote} exposed="./routes" /> : <ShellRoutes />}
      </div>
      <Footer />
    </Layout>
  );
}
