import { Card, Heading, Lead, PageContainer, usePageMeta, useTranslation } from 'shared';
import { listsMessages } from './lists-messages';
import { BooksPlaceholder } from './placeholders';
import { fetchBooks } from './content-api';
import { LoadError } from './load-error';
import { CardGrid } from './reviews-page';
import { useRemoteList } from '../../lib/use-remote-list';

/** /resources: the books behind our courses, the 12-card placeholder while they load. */
export function ResourcesPage() {
  const t = useTranslation(listsMessages);
  usePageMeta(t('resourcesTitle'), t('resourcesDescription'));
  const books = useRemoteList(fetchBooks);
  return (
    <PageContainer id="main">
      <Heading>{t('resourcesTitle')}</Heading>
      <Lead>{t('resourcesLead')}</Lead>
      {books.status === 'loading' && <BooksPlaceholder />}
      {books.status === 'error' && (
        <LoadError what={t('resourcesError')} message={books.message} onRetry={books.retry} />
      )}
      {books.status === 'ready' &&
        (books.items.length === 0 ? (
          <p>{t('resourcesEmpty')}</p>
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
                      {t('getBook', { title: book.title })}
                      <span className="visually-hidden"> {t('opensInNewTab')}</span>
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
