// The course index, declared once: which courses the site offers, by vendor, group (a CompTIA
// level or a PECB category) and slug. The catalog's lists and pages, the sitemap and the
// prerendered pages, and the tests all derive from it; a course's texts live in the catalog
// feature, keyed by these slugs, so the compiler refuses a course without texts or texts
// without a course. Plain values only: the front ends bundle this module.

import type { ComptiaLevel, PecbCategory } from './groups';

/** CompTIA's courses by level, in the order the catalog lists them. */
export const COMPTIA_COURSES_BY_LEVEL = {
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
} as const satisfies Record<ComptiaLevel, readonly string[]>;

/**
 * PECB's courses by category, in the order the catalog lists them. A category may have no
 * courses yet (its page has content of its own).
 */
export const PECB_COURSES_BY_CATEGORY = {
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
} as const satisfies Record<PecbCategory, readonly string[]>;

/** The slug of a CompTIA course (of one level, when given). */
export type ComptiaSlug<L extends ComptiaLevel = ComptiaLevel> =
  (typeof COMPTIA_COURSES_BY_LEVEL)[L][number];
/** The slug of a PECB course (of one category, when given). */
export type PecbSlug<C extends PecbCategory = PecbCategory> =
  (typeof PECB_COURSES_BY_CATEGORY)[C][number];

export type CourseVendor = 'CompTIA' | 'PECB';

export type CourseIndexEntry =
  | { vendor: 'CompTIA'; group: ComptiaLevel; slug: ComptiaSlug }
  | { vendor: 'PECB'; group: PecbCategory; slug: PecbSlug };

function entries<V extends CourseVendor, G extends string, S extends string>(
  vendor: V,
  byGroup: Record<G, readonly S[]>,
): { vendor: V; group: G; slug: S }[] {
  return (Object.entries(byGroup) as [G, readonly S[]][]).flatMap(([group, slugs]) =>
    slugs.map((slug) => ({ vendor, group, slug })),
  );
}

// Marked pure: a bundle that uses none of the lists leaves them out.
export const COMPTIA_COURSE_INDEX = /*#__PURE__*/ entries('CompTIA', COMPTIA_COURSES_BY_LEVEL);
export const PECB_COURSE_INDEX = /*#__PURE__*/ entries('PECB', PECB_COURSES_BY_CATEGORY);

/** Every course of the site, CompTIA's first, each vendor's in its catalog order. */
export const COURSE_INDEX: readonly CourseIndexEntry[] = [
  ...COMPTIA_COURSE_INDEX,
  ...PECB_COURSE_INDEX,
];

/** The English address of a course's page (the other languages prefix it with their code). */
export function coursePath(course: Pick<CourseIndexEntry, 'vendor' | 'group' | 'slug'>): string {
  const vendor = course.vendor === 'CompTIA' ? 'comptia' : 'pecb';
  return `/${vendor}/${course.group}/${course.slug}`;
}

/** The English address of a CompTIA level's or a PECB category's page. */
export function courseGroupPath(vendor: CourseVendor, group: string): string {
  return `/${vendor === 'CompTIA' ? 'comptia' : 'pecb'}/${group}`;
}
