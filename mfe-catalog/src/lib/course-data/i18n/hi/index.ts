import type { LanguageCourseTexts } from '../../course-texts';
import comptia from './comptia';
import comptiaExpert from './comptia-expert';
import comptiaProfessional from './comptia-professional';
import comptiaSpecialist from './comptia-specialist';
import pecb from './pecb';
import pecbArtificialIntelligence from './pecb-artificial-intelligence';
import pecbContinuity from './pecb-continuity';
import pecbCybersecurity from './pecb-cybersecurity';
import pecbGovernance from './pecb-governance';
import pecbInformationSecurity from './pecb-information-security';
import pecbPrivacy from './pecb-privacy';
import pecbQuality from './pecb-quality';
import pecbTechnicalCybersecurity from './pecb-technical-cybersecurity';

// The course content in Hindi, one chunk with the catalog's other Hindi texts (a prerendered
// page gets the tables it shows with its HTML instead: see ../../load-courses.ts).
const texts: LanguageCourseTexts = {
  tables: {
    // A vendor's table is its shared texts and every group's summaries: the lists show them all.
    comptia: {
      ...comptia,
      ...comptiaExpert.summaries,
      ...comptiaProfessional.summaries,
      ...comptiaSpecialist.summaries,
    },
    'comptia-expert': comptiaExpert.page,
    'comptia-professional': comptiaProfessional.page,
    'comptia-specialist': comptiaSpecialist.page,
    pecb: {
      ...pecb,
      ...pecbArtificialIntelligence.summaries,
      ...pecbContinuity.summaries,
      ...pecbCybersecurity.summaries,
      ...pecbGovernance.summaries,
      ...pecbInformationSecurity.summaries,
      ...pecbPrivacy.summaries,
      ...pecbQuality.summaries,
      ...pecbTechnicalCybersecurity.summaries,
    },
    'pecb-artificial-intelligence': pecbArtificialIntelligence.page,
    'pecb-continuity': pecbContinuity.page,
    'pecb-cybersecurity': pecbCybersecurity.page,
    'pecb-governance': pecbGovernance.page,
    'pecb-information-security': pecbInformationSecurity.page,
    'pecb-privacy': pecbPrivacy.page,
    'pecb-quality': pecbQuality.page,
    'pecb-technical-cybersecurity': pecbTechnicalCybersecurity.page,
  },
};
export default texts;
