import { SiteConfig } from 'contracts';
import type { RoutePlugin } from '../../lib/typed-routes';

const siteConfigRoutes: RoutePlugin = async (app) => {
  app.get(
    '/site-config',
    {
      schema: {
        tags: ['site'],
        summary: 'The site configuration document the front ends read at start',
        response: { 200: SiteConfig },
      },
    },
    async (_request, reply) => {
      // Revalidated on every load so a configuration change shows without a rebuild.
      reply.header('cache-control', 'no-cache');
      return app.config.site;
    },
  );
};

export default siteConfigRoutes;
