import { useParams } from 'react-router-dom';
import { NotFound, paths } from 'shared';
import { useTexts } from 'shared/structured-texts';
import { ArticlePage } from '../../components/article';
import { isServiceSlug, servicesTexts, type ServiceSlug } from './services-data';

function ServiceArticle({ slug }: { slug: ServiceSlug }) {
  const service = useTexts(servicesTexts).services[slug];
  return (
    <ArticlePage
      content={{
        title: service.title,
        description: service.summary,
        sections: service.sections,
        cta: {
          label: service.ask,
          to: `${paths.contact}?course=${encodeURIComponent(service.title)}`,
        },
      }}
    />
  );
}

/** /service-detail/{slug}: one page per service; an unknown slug is a missing page. */
export function ServiceDetailPage() {
  const { slug = '' } = useParams();
  return isServiceSlug(slug) ? <ServiceArticle slug={slug} /> : <NotFound />;
}

/** /services/{name}: the landing page of one of the four services that have one. */
export function ServiceLandingPage({ slug }: { slug: string }) {
  return isServiceSlug(slug) ? <ServiceArticle slug={slug} /> : <NotFound />;
}
