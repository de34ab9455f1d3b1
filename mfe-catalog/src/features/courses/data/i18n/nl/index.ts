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

// The course content in Dutch, one chunk with the catalog's other Dutch texts (a prerendered
// page gets the tables it shows with its HTML instead: see ../../load-courses.ts).
const texts: LanguageCourseTexts = {
  tables: {
    comptia,
    'comptia-expert': comptiaExpert.page,
    'comptia-expert/summaries': comptiaExpert.summaries,
    'comptia-professional': comptiaProfessional.page,
    'comptia-professional/summaries': comptiaProfessional.summaries,
    'comptia-specialist': comptiaSpecialist.page,
    'comptia-specialist/summaries': comptiaSpecialist.summaries,
    pecb,
    'pecb-artificial-intelligence': pecbArtificialIntelligence.page,
    'pecb-artificial-intelligence/summaries': pecbArtificialIntelligence.summaries,
    'pecb-continuity': pecbContinuity.page,
    'pecb-continuity/summaries': pecbContinuity.summaries,
    'pecb-cybersecurity': pecbCybersecurity.page,
    'pecb-cybersecurity/summaries': pecbCybersecurity.summaries,
    'pecb-governance': pecbGovernance.page,
    'pecb-governance/summaries': pecbGovernance.summaries,
    'pecb-information-security': pecbInformationSecurity.page,
    'pecb-information-security/summaries': pecbInformationSecurity.summaries,
    'pecb-privacy': pecbPrivacy.page,
    'pecb-privacy/summaries': pecbPrivacy.summaries,
    'pecb-quality': pecbQuality.page,
    'pecb-quality/summaries': pecbQuality.summaries,
    'pecb-technical-cybersecurity': pecbTechnicalCybersecurity.page,
    'pecb-technical-cybersecurity/summaries': pecbTechnicalCybersecurity.summaries,
  },
};
export default texts;
