// What a course page offers to buy, for anyone: its exam voucher's prices and whether it is in
// stock, and its upcoming batches with the seats left. Cached briefly: checkout checks the stock
// again when it reserves, so a minute-old answer sells nothing that is not there.
import { CourseOffersResponse, CourseSlugParams, errors, isCourseSlug } from 'contracts';
import { courseOffers } from '../../commerce/catalogue';
import { notFound } from '../../lib/http-error';
import { langOf } from '../../lib/messages';
import type { RoutePlugin } from '../../lib/typed-routes';

const offerRoutes: RoutePlugin = async (app) => {
  app.get(
    '/courses/:slug/offers',
    {
      schema: {
        tags: ['commerce'],
        summary: "A course's exam voucher and upcoming batches, with prices in paise and cents",
        params: CourseSlugParams,
        response: { 200: CourseOffersResponse, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      if (!isCourseSlug(slug)) throw notFound(`No course is called "${slug}"`);
      const data = await courseOffers(app.db, slug, new Date(), langOf(request));
      reply.header('cache-control', 'public, max-age=60');
      // The batches' schedules are in the request's language: a cache keeps one per language.
      reply.header('vary', 'Accept-Language');
      return { success: true, data };
    },
  );
};

export default offerRoutes;
