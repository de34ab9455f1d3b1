import { useParams } from 'react-router-dom';
import { NotFound, paths } from 'shared';
import { ArticlePage } from '../../components/article';
import { findService, type Service } from '../../lib/services-data';

function ServiceArticle({ service }: { service: Service }) {
  return (
    <ArticlePage
      content={{
        title: service.title,
        description: service.summary,
        sections: service.sections,
        cta: {
          label: `Ask about ${service.title.toLowerCase()}`,
          to: `${paths.contact}?course=${encodeURIComponent(service.title)}`,
        },
      }}
    />
  );
}

/** /service-detail/{slug}: one page per service; an unknown slug is a missing page. */
export function ServiceDetailPage() {
  const { slug = '' } = useParams();
  const service = findService(slug);
  return service ? <ServiceArticle service={service} /> : <NotFound />;
}

/** /services/{name}: the landing page of one of the four services that have one. */
export function ServiceLandingPage({ slug }: { slug: string }) {
  const service = findService(slug);
  return service ? <ServiceArticle service={service} /> : <NotFound />;
}
