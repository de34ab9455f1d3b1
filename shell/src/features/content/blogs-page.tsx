import {
  Card,
  Heading,
  Lead,
  LoadingContent,
  PageContainer,
  useI18n,
  usePageMeta,
  useTranslation,
  type Lang,
} from 'shared';
import { listsMessages } from './lists-messages';
import { fetchBlogPosts } from './content-api';
import { LoadError } from './load-error';
import { CardGrid } from './reviews-page';
import { useRemoteList } from '../../lib/use-remote-list';

/** A post's date written the page's language's way (through Intl, like every date). */
function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
}

/** /Our-Blogs: posts from the API, newest first. */
export function BlogsPage() {
  const t = useTranslation(listsMessages);
  const { lang } = useI18n();
  usePageMeta(t('blogsTitle'), t('blogsDescription'));
  const posts = useRemoteList(fetchBlogPosts);
  return (
    <PageContainer id="main">
      <Heading>{t('blogsTitle')}</Heading>
      <Lead>{t('blogsLead')}</Lead>
      {posts.status === 'loading' && <LoadingContent label={t('blogsLoading')} />}
      {posts.status === 'error' && (
        <LoadError what={t('blogsError')} message={posts.message} onRetry={posts.retry} />
      )}
      {posts.status === 'ready' &&
        (posts.items.length === 0 ? (
          <p>{t('blogsEmpty')}</p>
        ) : (
          <CardGrid $min="300px">
            {posts.items.map((post) => (
              <li key={post.id}>
                <Card>
                  <h2 lang={post.lang?.title ?? 'en'}>{post.title}</h2>
                  <p style={{ margin: '0 0 0.5rem', fontSize: '0.9rem' }}>
                    <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang)}</time>
                    {post.author ? ` · ${post.author}` : ''}
                  </p>
                  <p lang={post.lang?.excerpt ?? 'en'}>{post.excerpt}</p>
                </Card>
              </li>
            ))}
          </CardGrid>
        ))}
    </PageContainer>
  );
}
