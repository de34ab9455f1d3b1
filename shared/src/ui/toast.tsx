import {
  Suspense,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { defineDictionary } from '../i18n/dictionary';
import { useTranslation } from '../i18n/translation';

const messages = defineDictionary(
  { dismiss: 'Dismiss notification', region: 'Notifications' },
  {
    hi: () => import('../i18n/status/hi').then((m) => ({ default: m.toast })),
    nl: () => import('../i18n/status/nl').then((m) => ({ default: m.toast })),
    fr: () => import('../i18n/status/fr').then((m) => ({ default: m.toast })),
    pt: () => import('../i18n/status/pt').then((m) => ({ default: m.toast })),
    it: () => import('../i18n/status/it').then((m) => ({ default: m.toast })),
    ar: () => import('../i18n/status/ar').then((m) => ({ default: m.toast })),
  },
);

export type ToastTone = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

/** How long a toast stays before it goes by itself. */
export const TOAST_DURATION_MS = 5_000;

type ShowToast = (message: string, options?: { tone?: ToastTone; durationMs?: number }) => void;

const ToastContext = createContext<ShowToast | null>(null);

const Region = styled.div`
  position: fixed;
  top: 1rem;
  left: 50%;
  transform: translateX(-50%);
  z-index: 200;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  pointer-events: none;
  width: min(32rem, calc(100vw - 2rem));
`;

const Item = styled.div<{ $tone: ToastTone }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  color: #fff;
  background: ${({ theme, $tone }) =>
    $tone === 'error'
      ? theme.colors.danger
      : $tone === 'success'
        ? theme.colors.success
        : theme.colors.primaryDark};
  p {
    margin: 0;
    flex: 1;
  }
  button {
    background: none;
    border: 0;
    color: inherit;
    font-size: 1.3rem;
    min-width: 44px;
    min-height: 44px;
    cursor: pointer;
  }
`;

function ToastItems({ toasts, dismiss }: { toasts: Toast[]; dismiss: (id: number) => void }) {
  const t = useTranslation(messages);
  return toasts.map((toast) => (
    <Item key={toast.id} $tone={toast.tone} data-toast={toast.tone}>
      <p>{toast.message}</p>
      <button type="button" aria-label={t('dismiss')} onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </Item>
  ));
}

/** Holds the toasts and shows them top-center in a polite live region, read out when they come. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback<ShowToast>(
    (message, options = {}) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, tone: options.tone ?? 'info' }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), options.durationMs ?? TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* A polite live region that is always present (so the first toast is announced). It has
          no status role of its own: pages keep `getByRole('status')` for their own messages. */}
      <Region aria-live="polite" data-toast-region="">
        {toasts.length > 0 && (
          // Its texts may still be loading in another language: only the toasts wait for them.
          <Suspense fallback={null}>
            <ToastItems toasts={toasts} dismiss={dismiss} />
          </Suspense>
        )}
      </Region>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast('Saved', { tone: 'success' })`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used within a ToastProvider');
  return show;
}
