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

// The course content in Arabic, one chunk with the catalog's other Arabic texts (a prerendered
// page gets the tables it shows with its HTML instead: see ../../load-courses.ts).
const texts: LanguageCourseTexts = {
  tables: {
    comptia,
    'comptia-expert': comptiaExpert,
    'comptia-professional': comptiaProfessional,
    'comptia-specialist': comptiaSpecialist,
    pecb,
    'pecb-artificial-intelligence': pecbArtificialIntelligence,
    'pecb-continuity': pecbContinuity,
    'pecb-cybersecurity': pecbCybersecurity,
    'pecb-governance': pecbGovernance,
    'pecb-information-security': pecbInformationSecurity,
    'pecb-privacy': pecbPrivacy,
    'pecb-quality': pecbQuality,
    'pecb-technical-cybersecurity': pecbTechnicalCybersecurity,
  },
};
export default texts;
