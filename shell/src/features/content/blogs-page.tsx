import { Card, Heading, Lead, LoadingContent, PageContainer, usePageMeta } from 'shared';
import { fetchBlogPosts } from './content-api';
import { LoadError } from './load-error';
import { CardGrid } from './reviews-page';
import { useRemoteList } from '../../lib/use-remote-list';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString();
}

/** /Our-Blogs: posts from the API, newest first. */
export function BlogsPage() {
  usePageMeta(
    'Our blogs',
    'Articles on IT certifications, career paths, cyber security, cloud and ISO standards.',
  );
  const posts = useRemoteList(fetchBlogPosts);
  return (
    <PageContainer id="main">
      <Heading>Our blogs</Heading>
      <Lead>Articles from our trainers on certifications, careers and technology.</Lead>
      {posts.status === 'loading' && <LoadingContent label="Loading articles..." />}
      {posts.status === 'error' && (
        <LoadError what="articles" message={posts.message} onRetry={posts.retry} />
      )}
      {posts.status === 'ready' &&
        (posts.items.length === 0 ? (
          <p>No articles yet.</p>
        ) : (
          <CardGrid $min="300px">
            {posts.items.map((post) => (
              <li key={post.id}>
                <Card>
                  <h2>{post.title}</h2>
                  <p style={{ margin: '0 0 0.5rem', fontSize: '0.9rem' }}>
                    <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
                    {post.author ? ` · ${post.author}` : ''}
                  </p>
                  <p>{post.excerpt}</p>
                </Card>
              </li>
            ))}
          </CardGrid>
        ))}
    </PageContainer>
  );
}
