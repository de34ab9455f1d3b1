// The placeholder grids shown while the books (/resources) and the reviews load.
// Only these two pages use them, so they live here, in those pages' chunks, rather than in
// `shared`, which every page loads; their texts are `shared`'s loading messages.
import styled, { keyframes } from 'styled-components';
import { loadingMessages, useTranslation } from 'shared';

/** The placeholder grids' card counts. */
export const BOOK_PLACEHOLDER_CARDS = 12;
export const REVIEW_PLACEHOLDER_CARDS = 8;

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

/** The 12-card placeholder grid shown while books load. */
export function BooksPlaceholder() {
  const t = useTranslation(loadingMessages);
  return <PlaceholderGrid label={t('loadingBooks')} count={BOOK_PLACEHOLDER_CARDS} kind="books" />;
}

/** The 8-card placeholder grid shown while reviews load. */
export function ReviewsPlaceholder() {
  const t = useTranslation(loadingMessages);
  return (
    <PlaceholderGrid label={t('loadingReviews')} count={REVIEW_PLACEHOLDER_CARDS} kind="reviews" />
  );
}
