import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LoadingContent, remoteFor, useI18n, useTranslation, type Lang } from 'shared';
import { answerOffer, languageToOffer } from './chrome/language-offer-choice';
import { lazyWithRetry, useChunkFailure } from '../lib/chunk-recovery';
import { AppErrorBoundary, ApplicationError } from './chrome/error-screens';
import { chromeMessages } from '../lib/chrome-messages';
import { WhatsAppButton } from './chrome/whatsapp-button';
import { Nav } from './layout/nav';
import { installRemotePreloading } from '../lib/remotes/preload';
import { RemoteArea } from '../lib/remotes/remote-area';
import { whenIdle } from '../lib/remotes/when-idle';

// The shell's pages (features/pages/page-routes.tsx) are their own chunk, loaded with
// SPEC §2's chunk retry; the chrome around them is in the initial bundle.
const ShellRoutes = lazyWithRetry(
  () => import(/* webpackChunkName: "shell-routes" */ './shell-routes'),
);

// The footer is below the fold (the page area is at least a screen high), so its code waits, like
// Pay Now's, until the page is idle or someone interacts with it (remotes/when-idle.ts): it is
// not part of the JavaScript a page needs to become interactive. A prerendered footer stays as
// the server sent it until then (links only: they work before it is hydrated). The server's
// render (no window) takes it at once.
const Footer = lazyWithRetry(async () => {
  if (typeof window !== 'undefined') await new Promise<void>((resolve) => whenIdle(resolve));
  const { Footer } = await import(/* webpackChunkName: "footer" */ './layout/footer');
  return { default: Footer };
});

// The offer of another language (English home page only, when the visitor has one): its own
// chunk, loaded only when there is something to offer.
const LanguageOffer = lazy(() =>
  import(/* webpackChunkName: "language-offer" */ './chrome/language-offer').then((m) => ({
    default: m.LanguageOffer,
  })),
);

/** The language to offer on this page, decided after it has started (it reads the browser). */
function useLanguageOffer(pathname: string): [Exclude<Lang, 'en'> | null, () => void] {
  const { lang } = useI18n();
  const [offer, setOffer] = useState<Exclude<Lang, 'en'> | null>(null);
  const onHome = lang === 'en' && pathname === '/';
  useEffect(() => {
    setOffer(onHome ? languageToOffer() : null);
  }, [onHome]);
  return [
    offer,
    () => {
      answerOffer();
      setOffer(null);
    },
  ];
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
  const [offer, answered] = useLanguageOffer(pathname);
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
      {offer ? (
        <Suspense fallback={null}>
          <LanguageOffer lang={offer} onDone={answered} />
        </Suspense>
      ) : null}
    </Layout>
  );
}
