// CompTIA's courses' names as the vendor writes them, the same in every language: the catalog's
// lists and pages show them, and the API names a course by them where it writes for a person (an
// invoice's line, an e-mail). Keyed by the course index's slugs, so a course has exactly one.
// One module per vendor, so a page of one vendor's courses carries only that vendor's names.
import type { ComptiaSlug } from './course-index';

export const COMPTIA_COURSE_TITLES: Record<ComptiaSlug, string> = {
  'a-plus': 'CompTIA A+',
  'network-plus': 'CompTIA Network+',
  'security-plus': 'CompTIA Security+',
  'secure-infrastructure': 'CompTIA Secure Infrastructure Specialist',
  'cysa-plus': 'CompTIA CySA+',
  'pentest-plus': 'CompTIA PenTest+',
  'cloud-plus': 'CompTIA Cloud+',
  cnvp: 'CompTIA Network Vulnerability Assessment Professional (CNVP)',
  'network-security': 'CompTIA Network Security Professional',
  'secure-cloud': 'CompTIA Secure Cloud Professional',
  'security-analytics': 'CompTIA Security Analytics Professional',
  'casp-plus': 'CompTIA SecurityX (formerly CASP+)',
  csae: 'CompTIA Security Analytics Expert (CSAE)',
};
