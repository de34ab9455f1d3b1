import styled, { keyframes } from 'styled-components';
import { defineDictionary, useTranslation } from '../i18n/i18n';
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

/** SPEC §9: the placeholder grids' card counts. */
export const BOOK_PLACEHOLDER_CARDS = 12;
export const REVIEW_PLACEHOLDER_CARDS = 8;

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
 * prefers reduced motion, the plain spinner is shown instead (SPEC §2's fallback).
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

/** SPEC §2's default loading display: an animation and 'Loading content...'. */
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

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Grid = styled.ul<{ $min: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
`;

const Block = styled.span<{ $h: string; $w?: string; $round?: boolean }>`
  display: block;
  height: ${({ $h }) => $h};
  width: ${({ $w }) => $w ?? '100%'};
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radius)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surface} 25%,
    ${({ theme }) => theme.colors.border} 50%,
    ${({ theme }) => theme.colors.surface} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const PlaceholderCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
`;

const Row = styled.span`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

function PlaceholderGrid({
  label,
  count,
  kind,
}: {
  label: string;
  count: number;
  kind: 'books' | 'reviews';
}) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-loading={kind}>
      <span className="visually-hidden">{label}</span>
      <Grid $min={kind === 'books' ? '180px' : '260px'} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <PlaceholderCard key={i} data-placeholder-card="">
            {kind === 'books' ? (
              <>
                <Block $h="220px" />
                <Block $h="1rem" $w="85%" />
                <Block $h="0.8rem" $w="60%" />
              </>
            ) : (
              <>
                <Row>
                  <Block $h="2.75rem" $w="2.75rem" $round />
                  <Block $h="1rem" $w="50%" />
                </Row>
                <Block $h="0.8rem" />
                <Block $h="0.8rem" />
                <Block $h="0.8rem" $w="70%" />
              </>
            )}
          </PlaceholderCard>
        ))}
      </Grid>
    </div>
  );
}

/** SPEC §2: the 12-card placeholder grid shown while books load. */
export function BooksPlaceholder() {
  const t = useTranslation(loadingMessages);
  return <PlaceholderGrid label={t('loadingBooks')} count={BOOK_PLACEHOLDER_CARDS} kind="books" />;
}

/** SPEC §2: the 8-card placeholder grid shown while reviews load. */
export function ReviewsPlaceholder() {
  const t = useTranslation(loadingMessages);
  return (
    <PlaceholderGrid label={t('loadingReviews')} count={REVIEW_PLACEHOLDER_CARDS} kind="reviews" />
  );
}
