import type { GroupTexts } from '../../course-texts';

// Italian: the summaries and page content of PECB's information security courses (English → Italian).
const texts: GroupTexts = {
  summaries: {
    'Implementing and managing an information security management system.':
      'Implementazione e gestione di un sistema di gestione per la sicurezza delle informazioni.',
    'Selecting and applying information security controls.':
      'Selezione e applicazione dei controlli di sicurezza delle informazioni.',
    'Information security risk management.':
      'Gestione del rischio per la sicurezza delle informazioni.',
    'Security across the application life cycle.':
      'La sicurezza lungo tutto il ciclo di vita delle applicazioni.',
    'Planning for and handling security incidents.':
      'Pianificazione e gestione degli incidenti di sicurezza.',
    'Leading an information security programme.':
      'Direzione di un programma di sicurezza delle informazioni.',
    'Risk analysis with the EBIOS Risk Manager method.':
      'Analisi dei rischi con il metodo EBIOS Risk Manager.',
  },
  page: {
    'Information security managers and officers':
      'Responsabili e referenti della sicurezza delle informazioni',
    'IT and compliance professionals preparing for ISO/IEC 27000 work':
      'Professionisti IT e della compliance che si preparano a lavorare con le norme ISO/IEC 27000',
    'Consultants who help organisations build or audit security programmes':
      'Consulenti che aiutano le organizzazioni a realizzare programmi di sicurezza o a sottoporli ad audit',
    'A basic understanding of information security':
      'Conoscenze di base di sicurezza delle informazioni',
    'Some familiarity with ISO/IEC 27001 is helpful':
      'È utile una certa familiarità con la ISO/IEC 27001',
    'Information security management systems and the ISO/IEC 27001 requirements':
      'I sistemi di gestione per la sicurezza delle informazioni e i requisiti della ISO/IEC 27001',
    'Planning an ISMS: scope, policy, risk assessment and the Statement of Applicability':
      'Pianificazione di un SGSI: campo di applicazione, politica, valutazione del rischio e Dichiarazione di applicabilità',
    'Implementing controls, documentation and awareness':
      'Implementazione dei controlli, documentazione e sensibilizzazione',
    'Monitoring, measurement, internal audit and management review':
      'Monitoraggio, misurazione, audit interno e riesame della direzione',
    'Continual improvement and preparing for the certification audit':
      'Miglioramento continuo e preparazione all’audit di certificazione',
    'The structure of ISO/IEC 27002 and its control themes':
      'La struttura della ISO/IEC 27002 e i temi dei controlli',
    'Organisational and people controls': 'Controlli organizzativi e relativi alle persone',
    'Physical controls': 'Controlli fisici',
    'Technological controls': 'Controlli tecnologici',
    'Choosing, tailoring and measuring controls': 'Scelta, adattamento e misurazione dei controlli',
    'Risk management concepts and the ISO/IEC 27005 framework':
      'Concetti di gestione del rischio e il framework della ISO/IEC 27005',
    'Establishing the context and risk criteria':
      'Definizione del contesto e dei criteri di rischio',
    'Risk identification, analysis and evaluation':
      'Identificazione, analisi e ponderazione del rischio',
    'Risk treatment, acceptance and communication':
      'Trattamento, accettazione e comunicazione del rischio',
    'Monitoring and reviewing risks': 'Monitoraggio e riesame dei rischi',
    'Application security concepts and the ISO/IEC 27034 framework':
      'Concetti di sicurezza applicativa e il framework della ISO/IEC 27034',
    'The organisation normative framework and application security controls':
      'Il quadro normativo dell’organizzazione e i controlli di sicurezza applicativa',
    'Security in requirements, design, development and testing':
      'La sicurezza nei requisiti, nella progettazione, nello sviluppo e nei test',
    'Verifying and maintaining application security':
      'Verifica e mantenimento della sicurezza applicativa',
    'Incident management principles and ISO/IEC 27035':
      'Principi di gestione degli incidenti e ISO/IEC 27035',
    'Planning and preparing an incident response capability':
      'Pianificazione e preparazione di una capacità di risposta agli incidenti',
    'Detecting, reporting and assessing incidents':
      'Rilevamento, segnalazione e valutazione degli incidenti',
    'Responding, recovering and learning lessons': 'Risposta, ripristino e lezioni apprese',
    'The role and responsibilities of a CISO': 'Ruolo e responsabilità del CISO',
    'Building an information security programme and governance':
      'Creazione di un programma di sicurezza delle informazioni e della relativa governance',
    'Risk, compliance and security architecture decisions':
      'Decisioni su rischio, compliance e architettura della sicurezza',
    'Security operations, incidents and crisis leadership':
      'Operazioni di sicurezza, incidenti e leadership nelle situazioni di crisi',
    'Reporting to the board and measuring performance':
      'Rendicontazione al consiglio di amministrazione e misurazione delle prestazioni',
    'The EBIOS Risk Manager method and its workshops':
      'Il metodo EBIOS Risk Manager e i suoi workshop',
    'Security baseline and risk sources': 'Baseline di sicurezza e fonti di rischio',
    'Strategic and operational scenarios': 'Scenari strategici e operativi',
    'Risk treatment and monitoring': 'Trattamento e monitoraggio del rischio',
  },
};
export default texts;
