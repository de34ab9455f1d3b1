import { languages, localizePath } from 'contracts';

// Every public page of the site, for the sitemap. The API cannot import the front ends' code,
// so the course slugs are written out here from the catalog; the e2e suite
// (e2e/tests/a11y-seo.spec.ts) follows every course link of the catalog's pages and fails if
// one of them is missing here, so the two cannot drift apart unnoticed.

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

/** The CompTIA course pages, by level. */
const COMPTIA: Record<string, string[]> = {
  specialist: ['a-plus', 'network-plus', 'security-plus', 'secure-infrastructure'],
  professional: [
    'cysa-plus',
    'pentest-plus',
    'cloud-plus',
    'cnvp',
    'network-security',
    'secure-cloud',
    'security-analytics',
  ],
  expert: ['casp-plus', 'csae'],
};

/** The PECB course pages, by group. */
const PECB: Record<string, string[]> = {
  'information-security': [
    'iso-27001',
    'iso-27002',
    'iso-27005',
    'iso-27034',
    'iso-27035',
    'ciso',
    'ebios',
  ],
  cybersecurity: [
    'penetration-testing',
    'cloud-security',
    'computer-forensics',
    'cmmc',
    'network-security',
    'scada-security',
  ],
  quality: [
    'iso-9001',
    'iso-55001',
    'iso-13485',
    'iso-21001',
    'iso-21502',
    'iso-28000',
    'six-sigma',
    'iso-17025',
    'iso-20000',
  ],
  governance: [
    'iso-31000',
    'iso-37001',
    'iso-37000',
    'iso-37301',
    'iso-38500',
    'internal-auditor',
    'operational-risk',
  ],
  'artificial-intelligence': ['ai-professional', 'ai-risk-management', 'iso-42001'],
  privacy: ['gdpr', 'iso-27701'],
  continuity: [
    'iso-22301',
    'crisis-management',
    'dora',
    'disaster-recovery',
    'operational-resilience',
  ],
  'technical-cybersecurity': ['ethical-hacking', 'ccta', 'digital-forensics', 'incident-response'],
  'digital-transformation': [],
};

/** The path of every public page in English (the spec's addresses): site pages, catalog overviews, levels, categories, courses. */
export function publicRoutes(): string[] {
  const routes = [...PAGES, '/comptia'];
  for (const [level, courses] of Object.entries(COMPTIA)) {
    routes.push(`/comptia/${level}`, ...courses.map((c) => `/comptia/${level}/${c}`));
  }
  routes.push('/pecb');
  for (const [category, courses] of Object.entries(PECB)) {
    routes.push(`/pecb/${category}`, ...courses.map((c) => `/pecb/${category}/${c}`));
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
