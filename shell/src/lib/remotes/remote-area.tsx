import {
  Component,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import {
  Alert,
  Button,
  LoadingContent,
  PageContainer,
  remoteFor,
  useTranslation,
  type RemoteName,
  whenIdle,
} from 'shared';
import { remoteAreaMessages as messages } from './i18n/messages';
import { loadRemoteModule, peekRemoteModule } from './federation';

type ModuleWithDefault = { default: ComponentType };

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'error'; error: Error };

/**
 * Loads a remote's exposed component; `attempt` changing starts a fresh try. A `deferred` one
 * starts when the page is idle or someone interacts with it (shared's whenIdle), or as soon as
 * `now` is true (someone pressed its placeholder).
 */
export function useRemoteComponent(
  remote: RemoteName,
  exposed: string,
  attempt: number,
  deferred = false,
  now = false,
): LoadState {
  // A module already here (a prerendered page's remote, a revisit) shows at once; a deferred
  // one never does, so the first render is the same on the server and in the browser.
  const [state, setState] = useState<LoadState>(() => {
    const mod = deferred ? undefined : peekRemoteModule<ModuleWithDefault>(remote, exposed);
    return mod ? { status: 'ready', Component: mod.default } : { status: 'loading' };
  });
  useEffect(() => {
    let active = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    if (deferred && attempt === 0 && !now) {
      const cancel = whenIdle(() => active && load());
      return () => {
        active = false;
        cancel();
      };
    }
    load();
    return () => {
      active = false;
    };
    function load() {
      // Time limit, retries and re-registration are the loading plugin's (loading-plugin.ts).
      loadRemoteModule<ModuleWithDefault>(remote, exposed).then(
        (mod) => active && setState({ status: 'ready', Component: mod.default }),
        (error: unknown) =>
          active &&
          setState({
            status: 'error',
            error: error instanceof Error ? error : new Error(String(error)),
          }),
      );
    }
    // `deferred` only matters for the first attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, exposed, attempt, now]);
  return state;
}

/** Catches a remote that throws while rendering, so only its own area is affected. */
class RemoteErrorBoundary extends Component<
  { fallback: (reset: () => void) => ReactNode; onError?: () => void; children?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A remote failed while rendering', error);
  }
  reset = () => this.setState({ failed: false });
  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

export function RemoteUnavailable({
  remote,
  onRetry,
}: {
  remote: RemoteName;
  onRetry: () => void;
}) {
  const t = useTranslation(messages);
  return (
    <PageContainer>
      <Alert $tone="error" role="alert" data-remote-fallback={remote}>
        <strong>{t('unavailableTitle')}</strong>
        <p>{t('unavailableText')}</p>
        <Button type="button" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Alert>
    </PageContainer>
  );
}

/**
 * Renders a remote's exposed component in its own area. A remote that is down, slow or broken
 * shows a contained fallback with a retry; a later navigation tries again by itself.
 */
export function RemoteArea({
  remote,
  exposed,
  fallback,
  loading,
  defer,
  loadNow = false,
  onSettled,
  onShown,
}: {
  remote: RemoteName;
  exposed: string;
  /** What to show when the remote cannot be had; defaults to the retry panel. */
  fallback?: ReactNode;
  loading?: ReactNode;
  /**
   * Load when the page is idle or on the first interaction. Default: when the remote does not
   * own the page being shown (the navigation's Pay Now menu), since the first view can do
   * without it; a page's own remote always loads at once.
   */
  defer?: boolean;
  /** Load a deferred remote at once (its placeholder was pressed). */
  loadNow?: boolean;
  /**
   * Called once the remote's component (or, when it cannot be had, the fallback) is on the page
   * with its effects run, and again whenever `onSettled` changes after that.
   */
  onSettled?: () => void;
  /**
   * Called as the remote's component (or the fallback) enters the page, in the same task, before
   * the browser can hand a key or a click to anything else (a layout effect).
   */
  onShown?: () => void;
}) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [deferred] = useState(() => defer ?? remoteFor(pathname) !== remote);
  const state = useRemoteComponent(remote, exposed, attempt, deferred, loadNow);
  const failed = state.status === 'error';
  const settled = state.status !== 'loading';

  useLayoutEffect(() => {
    if (settled) onShown?.();
  }, [settled, onShown]);

  // A parent's effect runs after its children's: the remote's own effects have run.
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  // A later navigation is a new chance for a remote that failed.
  useEffect(() => {
    if (failed) setAttempt((a) => a + 1);
    // Only a change of address should trigger this, not the failure itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  const retry = () => setAttempt((a) => a + 1);
  const fallbackView = (reset?: () => void) =>
    fallback ?? (
      <RemoteUnavailable
        remote={remote}
        onRetry={() => {
          reset?.();
          retry();
        }}
      />
    );

  if (state.status === 'loading') return <>{loading ?? <LoadingContent />}</>;
  if (state.status === 'error') return <>{fallbackView()}</>;
  const { Component: Remote } = state;
  return (
    <RemoteErrorBoundary key={attempt} fallback={(reset) => fallbackView(reset)}>
      <Remote />
    </RemoteErrorBoundary>
  );
}
