import { Card, Heading, Lead, PageContainer, usePageMeta } from 'shared';
import { BooksPlaceholder } from './placeholders';
import { fetchBooks } from './content-api';
import { LoadError } from './load-error';
import { CardGrid } from './reviews-page';
import { useRemoteList } from '../../lib/use-remote-list';

/** /resources: the books behind our courses, the 12-card placeholder while they load. */
export function ResourcesPage() {
  usePageMeta(
    'Resources',
    'Books and study guides we recommend for CompTIA, PECB and other certification exams.',
  );
  const books = useRemoteList(fetchBooks);
  return (
    <PageContainer id="main">
      <Heading>Resources</Heading>
      <Lead>Books and study guides our trainers recommend for each certification.</Lead>
      {books.status === 'loading' && <BooksPlaceholder />}
      {books.status === 'error' && (
        <LoadError what="books" message={books.message} onRetry={books.retry} />
      )}
      {books.status === 'ready' &&
        (books.items.length === 0 ? (
          <p>No books listed yet.</p>
        ) : (
          <CardGrid $min="220px">
            {books.items.map((book) => (
              <li key={book.id}>
                <Card>
                  <h2>{book.title}</h2>
                  <p style={{ margin: '0 0 0.5rem', fontSize: '0.9rem' }}>{book.author}</p>
                  <p>{book.description}</p>
                  {book.buyUrl && /^https?:\/\//.test(book.buyUrl) && (
                    <a href={book.buyUrl} target="_blank" rel="noopener noreferrer">
                      {`Get “${book.title}”`}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  )}
                </Card>
              </li>
            ))}
          </CardGrid>
        ))}
    </PageContainer>
  );
}
