import type { ComptiaLevel, PecbCategory } from 'shared';

// The level and category names on their own: every course card's badge and breadcrumb shows
// one, and a course page of one vendor can list related courses of the other, so they are kept
// out of the vendor data modules (a page loads only the vendor data it shows).

export const comptiaLevelTitles: Record<ComptiaLevel, string> = {
  specialist: 'Specialist',
  professional: 'Professional',
  expert: 'Expert',
};

export const pecbCategoryTitles: Record<PecbCategory, string> = {
  'information-security': 'Information Security',
  cybersecurity: 'Cybersecurity',
  quality: 'Quality',
  governance: 'Governance, Risk and Compliance',
  'artificial-intelligence': 'Artificial Intelligence',
  privacy: 'Privacy and Data Protection',
  continuity: 'Continuity and Resilience',
  'technical-cybersecurity': 'Technical Cybersecurity',
  'digital-transformation': 'Digital Transformation',
};
