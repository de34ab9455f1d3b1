import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LoadingContent, remoteFor, useI18n, useTranslation, whenIdle } from 'shared';
import { lazyWithRetry, useChunkFailure } from '../lib/chunk-recovery';
import { AppErrorBoundary, ApplicationError } from './chrome/error-screens';
import { chromeMessages } from './layout/i18n/messages';
import { WhatsAppButton } from './chrome/whatsapp-button';
import { Nav } from './layout/nav';
import { installRemotePreloading } from '../lib/remotes/preload';
import { RemoteArea } from '../lib/remotes/remote-area';

// The shell's pages (features/pages/page-routes.tsx) are their own chunk, loaded with
// the screen-chunk retry (lib/chunk-recovery.ts); the chrome around them is in the initial bundle.
const ShellRoutes = lazyWithRetry(
  () => import(/* webpackChunkName: "shell-routes" */ './shell-routes'),
);

// The footer is below the fold (the page area is at least a screen high), so its code waits, like
// Pay Now's, until the page is idle or someone interacts with it (shared's whenIdle): it is
// not part of the JavaScript a page needs to become interactive. A prerendered footer stays as
// the server sent it until then (links only: they work before it is hydrated). The server's
// render (no window) takes it at once.
const Footer = lazyWithRetry(async () => {
  if (typeof window !== 'undefined') await new Promise<void>((resolve) => whenIdle(resolve));
  const { Footer } = await import(/* webpackChunkName: "footer" */ './layout/footer/footer');
  return { default: Footer };
});

/**
 * The offer of another language on the English home page (./chrome/language-offer.tsx): its
 * code, the decision included, is a chunk of its own, loaded on that page only and, like the
 * footer's, once the page is idle or at the first interaction (it reads the browser's languages
 * and the remembered choice). A fixed bar, so nothing moves when it comes.
 */
function useLanguageOffer(pathname: string): ReactNode {
  const { lang } = useI18n();
  const onHome = lang === 'en' && pathname === '/';
  const [offer, setOffer] = useState<ReactNode>(null);
  useEffect(() => {
    if (!onHome) return setOffer(null);
    let active = true;
    const cancel = whenIdle(() => {
      import(/* webpackChunkName: "language-offer" */ './chrome/language-offer')
        .then(({ languageOffer }) => {
          if (active) setOffer(languageOffer(() => setOffer(null)));
        })
        .catch(() => undefined);
    });
    return () => {
      active = false;
      cancel();
    };
  }, [onHome]);
  return offer;
}

const Layout = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  > main,
  > div[data-area] {
    flex: 1;
  }
  /* The page's content arrives after the chrome (a lazy chunk or a remote): keeping the footer
     below the fold until then means nothing visible shifts when it comes (Lighthouse CLS). */
  > div[data-area] {
    min-height: 100vh;
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

export function App() {
  const t = useTranslation(chromeMessages);
  const { pathname } = useLocation();
  const remote = remoteFor(pathname);
  const chunkFailed = useChunkFailure();
  const offer = useLanguageOffer(pathname);
  useEffect(() => installRemotePreloading(), []);
  return (
    <Layout>
      <SkipLink href="#content">{t('skipToContent')}</SkipLink>
      <Nav />
      <div id="content" data-area={remote ?? 'shell'}>
        {chunkFailed ? (
          <ApplicationError />
        ) : (
          <AppErrorBoundary resetKey={pathname}>
            {remote ? (
              <RemoteArea remote={remote} exposed="./routes" />
            ) : (
              <Suspense fallback={<LoadingContent />}>
                <ShellRoutes />
              </Suspense>
            )}
          </AppErrorBoundary>
        )}
      </div>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <WhatsAppButton />
      {offer}
    </Layout>
  );
}
