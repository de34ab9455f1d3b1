import { useEffect, useRef } from 'react';
import { reportSecurityEvent, type SecurityKind } from '../api/quiz-api';

/**
 * While an attempt runs, leaving the tab, leaving full screen, copy, paste and the context
 * menu are reported to the server and `warn` tells the person; the server keeps the record.
 */
export function useAttemptGuard(attemptId: string | null, warn: (kind: SecurityKind) => void) {
  const warnRef = useRef(warn);
  warnRef.current = warn;

  useEffect(() => {
    if (!attemptId) return;
    const report = (kind: SecurityKind) => {
      warnRef.current(kind);
      // A failed report must not interrupt the quiz; the warning has been shown either way.
      reportSecurityEvent(attemptId, kind).catch(() => undefined);
    };
    const visibility = () => {
      if (document.visibilityState === 'hidden') report('tab-hidden');
    };
    let wasFullscreen = !!document.fullscreenElement;
    const fullscreen = () => {
      const now = !!document.fullscreenElement;
      if (wasFullscreen && !now) report('fullscreen-exit');
      wasFullscreen = now;
    };
    const copy = (e: Event) => {
      e.preventDefault();
      report('copy');
    };
    const paste = (e: Event) => {
      e.preventDefault();
      report('paste');
    };
    const menu = (e: Event) => {
      e.preventDefault();
      report('context-menu');
    };
    document.addEventListener('visibilitychange', visibility);
    document.addEventListener('fullscreenchange', fullscreen);
    document.addEventListener('copy', copy);
    document.addEventListener('paste', paste);
    document.addEventListener('contextmenu', menu);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      document.removeEventListener('fullscreenchange', fullscreen);
      document.removeEventListener('copy', copy);
      document.removeEventListener('paste', paste);
      document.removeEventListener('contextmenu', menu);
    };
  }, [attemptId]);
}
