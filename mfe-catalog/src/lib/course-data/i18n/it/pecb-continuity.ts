import type { GroupTexts } from '../../course-texts';

// Italian: the summaries and page content of PECB's continuity and resilience courses (English → Italian).
const texts: GroupTexts = {
  summaries: {
    'Business continuity management systems.': 'Sistemi di gestione della continuità operativa.',
    'Preparing for and leading through a crisis.':
      'Prepararsi a una crisi e guidare l’organizzazione per superarla.',
    'The EU regulation on digital operational resilience.':
      'Il regolamento UE sulla resilienza operativa digitale.',
    'Planning ICT disaster recovery.': 'Pianificazione del disaster recovery ICT.',
    'Keeping critical operations running.': 'Garantire la continuità delle attività critiche.',
  },
  page: {
    'Business continuity and resilience managers':
      'Responsabili della continuità operativa e della resilienza',
    'IT operations and risk professionals':
      'Professionisti delle operazioni IT e della gestione del rischio',
    'Managers responsible for critical services': 'Manager responsabili di servizi critici',
    'A general understanding of how an organisation runs its critical services':
      'Una conoscenza generale di come un’organizzazione gestisce i propri servizi critici',
    'Business continuity concepts and the ISO 22301 requirements':
      'Concetti di continuità operativa e requisiti della ISO 22301',
    'Business impact analysis and risk assessment':
      'Analisi dell’impatto sul business e valutazione del rischio',
    'Continuity strategies, plans and exercises': 'Strategie, piani ed esercitazioni di continuità',
    'Crisis management concepts and capability': 'Concetti e capacità di gestione delle crisi',
    'Crisis teams, roles and decision making': 'Team di crisi, ruoli e processo decisionale',
    'Communication during a crisis': 'La comunicazione durante una crisi',
    'Exercises and learning from crises': 'Esercitazioni e insegnamenti tratti dalle crisi',
    'The scope and requirements of DORA': 'Ambito di applicazione e requisiti del DORA',
    'ICT risk management': 'Gestione dei rischi ICT',
    'ICT incident reporting': 'Segnalazione degli incidenti ICT',
    'Digital operational resilience testing': 'Test di resilienza operativa digitale',
    'Managing ICT third-party risk': 'Gestione dei rischi ICT derivanti da terzi',
    'Disaster recovery concepts and objectives': 'Concetti e obiettivi del disaster recovery',
    'Recovery strategies and infrastructure': 'Strategie e infrastrutture di ripristino',
    'Writing and testing recovery plans': 'Redazione e test dei piani di ripristino',
    'Maintaining the disaster recovery programme':
      'Mantenimento del programma di disaster recovery',
    'Operational resilience concepts': 'Concetti di resilienza operativa',
    'Important business services and impact tolerances':
      'Servizi aziendali importanti e tolleranze d’impatto',
    'Mapping, scenario testing and remediation':
      'Mappatura, test di scenario e interventi correttivi',
    'Governance and reporting': 'Governance e reportistica',
  },
};
export default texts;
