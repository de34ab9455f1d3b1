import type { GroupTexts } from '../../course-texts';

// French: the summaries and page content of PECB's privacy courses (English → French).
const texts: GroupTexts = {
  summaries: {
    'The role of a data protection officer under the GDPR.':
      'Le rôle du délégué à la protection des données (DPO) selon le RGPD.',
    'Privacy information management systems.':
      'Systèmes de management de la protection de la vie privée.',
  },
  page: {
    'Data protection officers and privacy managers':
      'Délégués à la protection des données (DPO) et responsables de la protection de la vie privée',
    'Legal, compliance and information security professionals':
      'Professionnels du juridique, de la conformité et de la sécurité de l’information',
    'Anyone handling personal data for customers in Europe':
      'Toute personne qui traite des données personnelles de clients en Europe',
    'A basic understanding of data protection principles':
      'Des connaissances de base sur les principes de la protection des données',
    'GDPR principles, lawful bases and data subject rights':
      'Principes du RGPD, bases légales et droits des personnes concernées',
    'The data protection officer role': 'Le rôle du délégué à la protection des données',
    'Records of processing and data protection impact assessments':
      'Registre des activités de traitement et analyses d’impact relatives à la protection des données (AIPD)',
    'Breach notification, transfers and supervisory authorities':
      'Notification des violations, transferts de données et autorités de contrôle',
    'Privacy information management and ISO/IEC 27701':
      'Management de la protection de la vie privée et ISO/IEC 27701',
    'Extending an ISMS for privacy': 'Extension d’un SMSI à la protection de la vie privée',
    'Controls for personal data controllers and processors':
      'Mesures pour les responsables de traitement et les sous-traitants de données personnelles',
  },
};
export default texts;
