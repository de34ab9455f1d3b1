import type { ComponentTexts } from './en';

// Dutch: the breadcrumb, course counts and PECB's category names.
const nl: ComponentTexts = {
  breadcrumb: 'Kruimelpad',
  home: 'Home',
  courseCount_one: '{count} training',
  courseCount_other: '{count} trainingen',
  'category.information-security': 'Informatiebeveiliging',
  'category.cybersecurity': 'Cybersecurity',
  'category.quality': 'Kwaliteit',
  'category.governance': 'Governance, risico en compliance',
  'category.artificial-intelligence': 'Kunstmatige intelligentie',
  'category.privacy': 'Privacy en gegevensbescherming',
  'category.continuity': 'Continuïteit en veerkracht',
  'category.technical-cybersecurity': 'Technische cybersecurity',
  'category.digital-transformation': 'Digitale transformatie',
};

export default nl;
