import {
  COMPTIA_LEVELS,
  COURSE_INDEX,
  coursePath,
  languages,
  localizePath,
  PECB_CATEGORIES,
} from 'contracts';
import { localizedPublicRoutes, prerenderedRoutes, publicRoutes } from '../src/seo/public-routes';

describe('public routes (the sitemap and the prerendered pages)', () => {
  it('has a page for every course of the course index, and no other course page', () => {
    const routes = publicRoutes();
    const coursePages = routes.filter((route) => /^\/(comptia|pecb)\/[^/]+\/[^/]+$/.test(route));
    expect(coursePages).toEqual(COURSE_INDEX.map(coursePath));
  });

  it('has a page for every CompTIA level and PECB category, a course-less one included', () => {
    const routes = publicRoutes();
    for (const level of COMPTIA_LEVELS) expect(routes).toContain(`/comptia/${level}`);
    for (const category of PECB_CATEGORIES) expect(routes).toContain(`/pecb/${category}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('has every course page in every language, and prerenders each of them', () => {
    const localized = localizedPublicRoutes();
    const prerendered = prerenderedRoutes();
    for (const { code } of languages) {
      for (const course of COURSE_INDEX) {
        const route = localizePath(code, coursePath(course));
        expect(localized).toContain(route);
        expect(prerendered).toContain(route);
      }
    }
  });
});
