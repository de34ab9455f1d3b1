// The pages the bench measures: the bundles part and Lighthouse use this one list.
export const BENCH_PAGES = [
  '/',
  '/about-us',
  '/comptia',
  '/comptia/specialist/security-plus',
  '/pecb/privacy/gdpr',
  '/CertificateLookup',
  // The demo certificate (NODE_ENV=test seeds it): the lookup's answer page.
  '/verify-certificate/SB-DEMO-2024',
  '/Gallery',
  '/login',
  // Pages in Devanagari and Arabic script: their fonts and dictionaries.
  '/hi',
  '/ar/comptia/specialist/security-plus',
];
