import { COMPTIA_LEVELS, PECB_CATEGORIES, type ComptiaLevel, type PecbCategory } from 'contracts';
import type { RemoteName } from '../config/site-config';

/** The catalog's URL scheme: CompTIA by level, PECB by category (contracts' course index). */
export const comptiaLevels = COMPTIA_LEVELS;
export const pecbCategories = PECB_CATEGORIES;
export type { ComptiaLevel, PecbCategory };

/** One typed table of every route path. Components use these, never literals. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  about: '/about-us',
  services: '/our-services',
  serviceDetail: (slug: string) => `/service-detail/${encodeURIComponent(slug)}`,
  cloudServices: '/services/cloud-services',
  digitalMarketing: '/services/digital-marketing',
  webDevelopment: '/services/web-development',
  softwareServices: '/services/software-services',
  contact: '/contact-us',
  reviews: '/review-page',
  faq: '/frequently-asked-questions',
  terms: '/Terms-and-Conditions',
  policies: '/Our-Policies',
  blogs: '/Our-Blogs',
  careers: '/Career-details',
  partners: '/partner-page',
  employee: '/employee',
  internship: '/internship',
  internalExams: '/internal-exams',
  gallery: '/Gallery',
  resources: '/resources',

  cer: '/cer',
  comptiaSinglePage: '/CompTIA-single-page',
  pecbOverview: '/PECB',
  comptia: '/comptia',
  comptiaLevel: (level: string) => `/comptia/${level}`,
  comptiaCourse: (level: string, course: string) => `/comptia/${level}/${course}`,
  pecb: '/pecb',
  pecbCategory: (category: string) => `/pecb/${category}`,
  pecbCourse: (category: string, course: string) => `/pecb/${category}/${course}`,

  certificateLookup: '/CertificateLookup',
  verifyCertificate: '/verifyCertificate',
  verifyCertificateAlt: '/verify-certificate',
  verifyCertificateDeepLink: (id: string) => `/verify-certificate/${encodeURIComponent(id)}`,

  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  adminPanel: '/admin-panel',
  /** The admin panel opened on one tab (its id in mfe-account's admin-tabs.tsx). */
  adminPanelTab: (tab: string) => `/admin-panel?tab=${encodeURIComponent(tab)}`,
  test: '/test',
  /** The result of one of the learner's submitted assessment attempts. */
  testAttempt: (attemptId: string) => `/test?attempt=${encodeURIComponent(attemptId)}`,
  /** The signed-in learner's own page: their certificates, results, orders and sessions. */
  account: '/account',
  /** The page a renewal reminder links to (with `?token=`): it asks before it stops them. */
  reminderOptOut: '/reminders/opt-out',

  /**
   * The payments remote's checkout, for one item. A course's exam voucher is named by the course
   * slug: the public offers name no voucher product, and a course has one on sale at a time.
   */
  checkout: '/checkout',
  checkoutVoucher: (courseSlug: string) => `/checkout?voucher=${encodeURIComponent(courseSlug)}`,
  /**
   * A batch's seats. The course's slug lets the checkout read the batch's price and dates from
   * the course's public offers (no public route answers one batch by its id).
   */
  checkoutBatch: (batchId: string, courseSlug?: string) =>
    `/checkout?batch=${encodeURIComponent(batchId)}${
      courseSlug ? `&course=${encodeURIComponent(courseSlug)}` : ''
    }`,
  /** The buyer's orders, and one order by its reference. */
  orders: '/orders',
  order: (reference: string) => `/orders/${encodeURIComponent(reference)}`,
} as const;

/**
 * Which remote owns which part of the URL space (docs/ARCHITECTURE.md 'Packages'). A prefix owns
 * the path itself and everything below it. Paths are case-sensitive, as the product defines them.
 */
export const remoteAreas: Record<RemoteName, readonly string[]> = {
  catalog: [paths.comptia, paths.pecb, paths.cer, paths.comptiaSinglePage, paths.pecbOverview],
  account: [
    paths.login,
    paths.signup,
    paths.forgotPassword,
    paths.adminPanel,
    paths.test,
    paths.account,
    paths.reminderOptOut,
  ],
  certificates: [paths.certificateLookup, paths.verifyCertificate, paths.verifyCertificateAlt],
  payments: [paths.checkout, paths.orders],
};

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The remote that renders `pathname`, or null when the shell owns it. */
export function remoteFor(pathname: string): RemoteName | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [name, prefixes] of Object.entries(remoteAreas) as [RemoteName, readonly string[]][]) {
    if (prefixes.some((prefix) => underPrefix(normalized, prefix))) return name;
  }
  return null;
}

/** The routes a stored token opens or closes. */
export const guardedRoutes = {
  /** Need a stored token, otherwise /login. */
  requireToken: [
    paths.test,
    paths.adminPanel,
    paths.checkout,
    paths.orders,
    paths.account,
  ] as readonly string[],
  /** Redirect to / when a token exists. */
  guestOnly: [paths.login, paths.signup, paths.forgotPassword] as readonly string[],
  /** Pass their own path as the origin to /login. */
  passOrigin: [paths.adminPanel, paths.checkout, paths.orders, paths.account] as readonly string[],
};
