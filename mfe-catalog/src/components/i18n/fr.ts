import type { ComponentTexts } from './en';

// French: the breadcrumb, course counts and PECB's category names.
const fr: ComponentTexts = {
  breadcrumb: "Fil d'Ariane",
  home: 'Accueil',
  courseCount_one: '{count} formation',
  courseCount_other: '{count} formations',
  'category.information-security': 'Sécurité de l’information',
  'category.cybersecurity': 'Cybersécurité',
  'category.quality': 'Qualité',
  'category.governance': 'Gouvernance, risques et conformité',
  'category.artificial-intelligence': 'Intelligence artificielle',
  'category.privacy': 'Vie privée et protection des données',
  'category.continuity': 'Continuité et résilience',
  'category.technical-cybersecurity': 'Cybersécurité technique',
  'category.digital-transformation': 'Transformation numérique',
};

export default fr;
