import {
  COMPTIA_COURSE_INDEX,
  COMPTIA_LEVELS,
  courseGroupPath,
  coursePath,
  languages,
  localizePath,
  PECB_CATEGORIES,
  PECB_COURSE_INDEX,
} from 'contracts';

// Every public page of the site, for the sitemap and the prerendered pages. The course pages
// come from contracts' course index, the list the catalog's pages are built from too.

const PAGES = [
  '/',
  '/about-us',
  '/our-services',
  '/services/cloud-services',
  '/services/digital-marketing',
  '/services/web-development',
  '/services/software-services',
  '/service-detail/cloud-services',
  '/service-detail/digital-marketing',
  '/service-detail/web-development',
  '/service-detail/software-services',
  '/service-detail/it-training',
  '/service-detail/certification-vouchers',
  '/contact-us',
  '/review-page',
  '/frequently-asked-questions',
  '/Terms-and-Conditions',
  '/Our-Policies',
  '/Our-Blogs',
  '/Career-details',
  '/partner-page',
  '/employee',
  '/internship',
  '/internal-exams',
  '/Gallery',
  '/resources',
  '/cer',
  '/CompTIA-single-page',
  '/PECB',
  '/CertificateLookup',
];

/** The path of every public page in English (the spec's addresses): site pages, catalog overviews, levels, categories, courses. */
export function publicRoutes(): string[] {
  const routes = [...PAGES, '/comptia'];
  for (const level of COMPTIA_LEVELS) {
    routes.push(
      courseGroupPath('CompTIA', level),
      ...COMPTIA_COURSE_INDEX.filter((c) => c.group === level).map(coursePath),
    );
  }
  routes.push('/pecb');
  for (const category of PECB_CATEGORIES) {
    routes.push(
      courseGroupPath('PECB', category),
      ...PECB_COURSE_INDEX.filter((c) => c.group === category).map(coursePath),
    );
  }
  return routes;
}

/** Every public page in every language: the spec's addresses and each under /hi, /nl, ... */
export function localizedPublicRoutes(): string[] {
  const routes = publicRoutes();
  return languages.flatMap(({ code }) => routes.map((route) => localizePath(code, route)));
}

/**
 * The sign-in, sign-up and password-reset pages: not for search engines (no sitemap entry), but
 * the first page many visitors see, so they are prerendered and hydrated like the public ones
 * (docs/PERFORMANCE.md 'Prerendering').
 */
const ACCOUNT_PAGES = ['/login', '/signup', '/forgot-password'];

/** Every page the server sends prerendered, in every language: the public ones and ACCOUNT_PAGES. */
export function prerenderedRoutes(): string[] {
  return [
    ...localizedPublicRoutes(),
    ...languages.flatMap(({ code }) => ACCOUNT_PAGES.map((route) => localizePath(code, route))),
  ];
}
