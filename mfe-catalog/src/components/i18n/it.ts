import type { ComponentTexts } from './en';

// Italian: the breadcrumb, course counts and PECB's category names.
const it: ComponentTexts = {
  breadcrumb: 'Percorso di navigazione',
  home: 'Home',
  courseCount_one: '{count} corso',
  courseCount_other: '{count} corsi',
  'category.information-security': 'Sicurezza delle informazioni',
  'category.cybersecurity': 'Cybersecurity',
  'category.quality': 'Qualità',
  'category.governance': 'Governance, rischio e conformità',
  'category.artificial-intelligence': 'Intelligenza artificiale',
  'category.privacy': 'Privacy e protezione dei dati',
  'category.continuity': 'Continuità e resilienza',
  'category.technical-cybersecurity': 'Cybersecurity tecnica',
  'category.digital-transformation': 'Trasformazione digitale',
};

export default it;
