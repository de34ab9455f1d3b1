import type { GroupTexts } from '../../course-texts';

// Dutch: the summaries and page content of PECB's privacy and data protection courses (English → Dutch).
const texts: GroupTexts = {
  summaries: {
    'The role of a data protection officer under the GDPR.':
      'De rol van de functionaris gegevensbescherming onder de AVG.',
    'Privacy information management systems.': 'Managementsystemen voor privacy-informatie.',
  },
  page: {
    'Data protection officers and privacy managers':
      'Functionarissen gegevensbescherming en privacymanagers',
    'Legal, compliance and information security professionals':
      'Professionals in juridische zaken, compliance en informatiebeveiliging',
    'Anyone handling personal data for customers in Europe':
      'Iedereen die persoonsgegevens van klanten in Europa verwerkt',
    'A basic understanding of data protection principles':
      'Basiskennis van de principes van gegevensbescherming',
    'GDPR principles, lawful bases and data subject rights':
      'Beginselen van de AVG, rechtsgronden en rechten van betrokkenen',
    'The data protection officer role': 'De rol van de functionaris gegevensbescherming',
    'Records of processing and data protection impact assessments':
      'Verwerkingsregisters en gegevensbeschermingseffectbeoordelingen (DPIA’s)',
    'Breach notification, transfers and supervisory authorities':
      'Melding van datalekken, doorgifte van gegevens en toezichthoudende autoriteiten',
    'Privacy information management and ISO/IEC 27701':
      'Beheer van privacy-informatie en ISO/IEC 27701',
    'Extending an ISMS for privacy': 'Een ISMS uitbreiden voor privacy',
    'Controls for personal data controllers and processors':
      'Beheersmaatregelen voor verwerkingsverantwoordelijken en verwerkers',
  },
};
export default texts;
