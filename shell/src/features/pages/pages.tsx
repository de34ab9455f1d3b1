import { Link, useParams } from 'react-router-dom';
import { Heading, Lead, NotFound, PageContainer, paths, usePageMeta, useSiteConfig } from 'shared';
import { serviceSlugs, type ShellPage } from './shell-pages';

export function HomePage() {
  const { brandName } = useSiteConfig();
  usePageMeta('', 'IT training and certification in New Delhi.');
  return (
    <PageContainer id="main">
      <Heading>{brandName}</Heading>
      <Lead>
        CompTIA and PECB certification training, internships, and software and web development
        services from New Delhi.
      </Lead>
      <p>
        <Link to={paths.comptia}>Browse CompTIA courses</Link> ·{' '}
        <Link to={paths.certificateLookup}>Verify a certificate</Link>
      </p>
    </PageContainer>
  );
}

export function InfoPage({ page }: { page: ShellPage }) {
  usePageMeta(page.title, page.description);
  return (
    <PageContainer id="main">
      <Heading>{page.title}</Heading>
      <Lead>{page.description}</Lead>
    </PageContainer>
  );
}

export function ServiceDetailPage() {
  const { slug = '' } = useParams();
  if (!serviceSlugs.includes(slug)) return <NotFound />;
  const title = slug.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  return <InfoPage page={{ path: paths.serviceDetail(slug), title, description: title }} />;
}
