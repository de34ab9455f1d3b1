import type { GroupTexts } from '../../course-texts';

// Italian: the summaries and page content of PECB's cybersecurity courses (English → Italian).
const texts: GroupTexts = {
  summaries: {
    'Managing and running penetration tests.': 'Gestione ed esecuzione di penetration test.',
    'Securing cloud services with ISO/IEC 27017 and 27018.':
      'Sicurezza dei servizi cloud con ISO/IEC 27017 e 27018.',
    'Collecting and analysing digital evidence.': 'Raccolta e analisi delle prove digitali.',
    'The Cybersecurity Maturity Model Certification programme.':
      'Il programma Cybersecurity Maturity Model Certification.',
    'Protecting network infrastructure.': 'Protezione delle infrastrutture di rete.',
    'Security for industrial control systems.': 'Sicurezza dei sistemi di controllo industriale.',
  },
  page: {
    'Security managers and engineers': 'Responsabili e ingegneri della sicurezza',
    'IT professionals responsible for protecting systems and networks':
      'Professionisti IT responsabili della protezione di sistemi e reti',
    'Consultants advising on cybersecurity programmes':
      'Consulenti che affiancano le organizzazioni nei programmi di cybersecurity',
    'A working knowledge of IT infrastructure and basic security concepts':
      'Una conoscenza pratica delle infrastrutture IT e dei concetti di base della sicurezza',
    'Penetration testing concepts, ethics and legal considerations':
      'Concetti di penetration testing, etica e aspetti legali',
    'Planning and scoping a test': 'Pianificazione e definizione del perimetro di un test',
    'Running the test: reconnaissance, exploitation and post-exploitation':
      'Esecuzione del test: ricognizione, exploitation e post-exploitation',
    'Analysing results and reporting': 'Analisi dei risultati e reportistica',
    'Managing a penetration testing programme': 'Gestione di un programma di penetration testing',
    'Cloud computing concepts and shared responsibility':
      'Concetti di cloud computing e responsabilità condivisa',
    'Cloud security guidance in ISO/IEC 27017':
      'Le indicazioni della ISO/IEC 27017 sulla sicurezza del cloud',
    'Protecting personal data in public clouds with ISO/IEC 27018':
      'Protezione dei dati personali nei cloud pubblici con la ISO/IEC 27018',
    'Cloud security risk management and monitoring':
      'Gestione del rischio e monitoraggio della sicurezza del cloud',
    'Forensic principles, evidence handling and chain of custody':
      'Principi forensi, gestione delle prove e catena di custodia',
    'Acquiring evidence from computers and storage':
      'Acquisizione delle prove da computer e supporti di memorizzazione',
    'Analysing file systems, operating systems and networks':
      'Analisi di file system, sistemi operativi e reti',
    'Reporting findings and presenting evidence':
      'Report dei risultati e presentazione delle prove',
    'The CMMC programme and its levels': 'Il programma CMMC e i suoi livelli',
    'Practices and their assessment': 'Le pratiche e la loro valutazione',
    'Preparing an organisation for a CMMC assessment':
      'Preparazione di un’organizzazione alla valutazione CMMC',
    'Documentation and continuous improvement': 'Documentazione e miglioramento continuo',
    'Network security concepts and architecture': 'Concetti e architettura della sicurezza di rete',
    'Designing and implementing network security controls':
      'Progettazione e implementazione dei controlli di sicurezza di rete',
    'Monitoring, testing and incident handling on networks':
      'Monitoraggio, test e gestione degli incidenti sulle reti',
    'Managing a network security programme': 'Gestione di un programma di sicurezza di rete',
    'Industrial control systems and SCADA architecture':
      'Sistemi di controllo industriale e architettura SCADA',
    'Threats and vulnerabilities in operational technology':
      'Minacce e vulnerabilità nella tecnologia operativa (OT)',
    'Designing and implementing an ICS security programme':
      'Progettazione e implementazione di un programma di sicurezza ICS',
    'Incident response and continuity for industrial environments':
      'Risposta agli incidenti e continuità operativa negli ambienti industriali',
  },
};
export default texts;
