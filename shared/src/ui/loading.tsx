import styled, { keyframes } from 'styled-components';
import { defineDictionary } from '../i18n/dictionary';
import { useTranslation } from '../i18n/translation';
import { Spinner } from './primitives';

export const loadingMessages = defineDictionary(
  {
    loading: 'Loading content...',
    loadingBooks: 'Loading books...',
    loadingReviews: 'Loading reviews...',
  },
  {
    hi: () => import('../i18n/status/hi').then((m) => ({ default: m.loading })),
    nl: () => import('../i18n/status/nl').then((m) => ({ default: m.loading })),
    fr: () => import('../i18n/status/fr').then((m) => ({ default: m.loading })),
    pt: () => import('../i18n/status/pt').then((m) => ({ default: m.loading })),
    it: () => import('../i18n/status/it').then((m) => ({ default: m.loading })),
    ar: () => import('../i18n/status/ar').then((m) => ({ default: m.loading })),
  },
);

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 3rem 1rem;
  text-align: center;
`;

const bounce = keyframes`
  0%, 80%, 100% { transform: scale(0.4); opacity: 0.5; }
  40% { transform: scale(1); opacity: 1; }
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 0.4rem;
  span {
    width: 0.8rem;
    height: 0.8rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${bounce} 1.2s ease-in-out infinite;
  }
  span:nth-child(2) {
    animation-delay: 0.15s;
  }
  span:nth-child(3) {
    animation-delay: 0.3s;
  }
`;

/**
 * The bouncing dots are the default animation; where animations are unsupported or the person
 * prefers reduced motion, the plain spinner is shown instead (the required fallback).
 */
const Animated = styled.span`
  display: inline-flex;
  .loading-spinner {
    display: none;
  }
  @supports not (animation-name: x) {
    .loading-dots {
      display: none;
    }
    .loading-spinner {
      display: inline-block;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .loading-dots {
      display: none;
    }
    .loading-spinner {
      display: inline-block;
    }
  }
`;

/** The site's default loading display: an animation and 'Loading content...'. */
export function LoadingContent({ label }: { label?: string }) {
  const t = useTranslation(loadingMessages);
  return (
    <Center role="status" aria-live="polite" data-loading="content">
      <Animated aria-hidden="true">
        <Dots className="loading-dots">
          <span />
          <span />
          <span />
        </Dots>
        <Spinner className="loading-spinner" />
      </Animated>
      <span>{label ?? t('loading')}</span>
    </Center>
  );
}
