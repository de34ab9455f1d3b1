import styled from 'styled-components';
import { Card, Heading, Lead, PageContainer, usePageMeta, useTranslation } from 'shared';
import { listsMessages } from './lists-messages';
import { ReviewsPlaceholder } from './placeholders';
import { fetchReviews } from './content-api';
import { LoadError } from './load-error';
import { useRemoteList } from '../../lib/use-remote-list';

export const CardGrid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min ?? '260px'}, 1fr));
  gap: 1rem;
  list-style: none;
  padding: 0;
  margin: 0;
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.35rem;
  }
`;

const Stars = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.accent};
  letter-spacing: 0.1em;
`;

const Course = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

function clampRating(rating: number): number {
  return Math.max(0, Math.min(5, Math.round(rating)));
}

/** /review-page: reviews from the API, the 8-card placeholder while they load. */
export function ReviewsPage() {
  const t = useTranslation(listsMessages);
  usePageMeta(t('reviewsTitle'), t('reviewsDescription'));
  const reviews = useRemoteList(fetchReviews);
  return (
    <PageContainer id="main">
      <Heading>{t('reviewsTitle')}</Heading>
      <Lead>{t('reviewsLead')}</Lead>
      {reviews.status === 'loading' && <ReviewsPlaceholder />}
      {reviews.status === 'error' && (
        <LoadError what={t('reviewsError')} message={reviews.message} onRetry={reviews.retry} />
      )}
      {reviews.status === 'ready' &&
        (reviews.items.length === 0 ? (
          <p>{t('reviewsEmpty')}</p>
        ) : (
          <CardGrid>
            {reviews.items.map((review) => {
              const rating = clampRating(review.rating);
              return (
                <li key={review.id}>
                  <Card>
                    <h2>{review.name}</h2>
                    <Stars role="img" aria-label={t('rated', { rating })}>
                      <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
                    </Stars>
                    <p lang={review.textLang ?? 'en'}>{review.text}</p>
                    {review.course && <Course>{review.course}</Course>}
                  </Card>
                </li>
              );
            })}
          </CardGrid>
        ))}
    </PageContainer>
  );
}
