import type { GroupTexts } from '../../course-texts';

// Dutch: the summaries and page content of PECB's continuity and resilience courses (English → Dutch).
const texts: GroupTexts = {
  summaries: {
    'Business continuity management systems.': 'Managementsystemen voor bedrijfscontinuïteit.',
    'Preparing for and leading through a crisis.':
      'Voorbereiding op een crisis en leidinggeven tijdens een crisis.',
    'The EU regulation on digital operational resilience.':
      'De EU-verordening over digitale operationele weerbaarheid.',
    'Planning ICT disaster recovery.': 'Disaster recovery voor ICT plannen.',
    'Keeping critical operations running.': 'Kritieke bedrijfsprocessen draaiende houden.',
  },
  page: {
    'Business continuity and resilience managers': 'Managers bedrijfscontinuïteit en weerbaarheid',
    'IT operations and risk professionals': 'Professionals in IT-beheer en risicomanagement',
    'Managers responsible for critical services':
      'Managers die verantwoordelijk zijn voor kritieke diensten',
    'A general understanding of how an organisation runs its critical services':
      'Algemeen inzicht in hoe een organisatie haar kritieke diensten levert',
    'Business continuity concepts and the ISO 22301 requirements':
      'Concepten van bedrijfscontinuïteit en de eisen van ISO 22301',
    'Business impact analysis and risk assessment': 'Business-impactanalyse en risicobeoordeling',
    'Continuity strategies, plans and exercises':
      'Continuïteitsstrategieën, -plannen en -oefeningen',
    'Crisis management concepts and capability':
      'Concepten van crisismanagement en het vermogen om crises te beheersen',
    'Crisis teams, roles and decision making': 'Crisisteams, rollen en besluitvorming',
    'Communication during a crisis': 'Communicatie tijdens een crisis',
    'Exercises and learning from crises': 'Oefeningen en leren van crises',
    'The scope and requirements of DORA': 'Het toepassingsgebied en de eisen van DORA',
    'ICT risk management': 'ICT-risicobeheer',
    'ICT incident reporting': 'Melding van ICT-incidenten',
    'Digital operational resilience testing': 'Testen van digitale operationele weerbaarheid',
    'Managing ICT third-party risk': 'Beheer van ICT-risico’s van derde partijen',
    'Disaster recovery concepts and objectives':
      'Concepten en doelstellingen van disaster recovery',
    'Recovery strategies and infrastructure': 'Herstelstrategieën en infrastructuur',
    'Writing and testing recovery plans': 'Herstelplannen opstellen en testen',
    'Maintaining the disaster recovery programme': 'Het disaster-recoveryprogramma onderhouden',
    'Operational resilience concepts': 'Concepten van operationele weerbaarheid',
    'Important business services and impact tolerances':
      'Belangrijke bedrijfsdiensten en impacttoleranties',
    'Mapping, scenario testing and remediation':
      'In kaart brengen, scenariotests en herstelmaatregelen',
    'Governance and reporting': 'Governance en rapportage',
  },
};
export default texts;
