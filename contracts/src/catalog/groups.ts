// The catalog's groups: CompTIA's levels and PECB's categories. Their own module, so a bundle
// that needs only the addresses' groups (shared's route table, in every page's first load) does
// not carry the course index with it.

export const COMPTIA_LEVELS = ['specialist', 'professional', 'expert'] as const;
export type ComptiaLevel = (typeof COMPTIA_LEVELS)[number];

export const PECB_CATEGORIES = [
  'information-security',
  'cybersecurity',
  'quality',
  'governance',
  'artificial-intelligence',
  'privacy',
  'continuity',
  'technical-cybersecurity',
  'digital-transformation',
] as const;
export type PecbCategory = (typeof PECB_CATEGORIES)[number];
