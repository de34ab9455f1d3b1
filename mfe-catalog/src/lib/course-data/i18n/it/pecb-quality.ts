import type { GroupTexts } from '../../course-texts';

// Italian: the summaries and page content of PECB's quality courses (English → Italian).
const texts: GroupTexts = {
  summaries: {
    'Quality management systems.': 'Sistemi di gestione per la qualità.',
    'Asset management systems.': 'Sistemi di gestione degli asset.',
    'Quality management for medical devices.': 'Gestione della qualità per i dispositivi medici.',
    'Management systems for educational organisations.':
      'Sistemi di gestione per le organizzazioni di istruzione e formazione.',
    'Guidance on project management.': 'Linee guida sulla gestione dei progetti.',
    'Security management for the supply chain.':
      'Gestione della sicurezza per la catena di fornitura.',
    'Process improvement with Lean Six Sigma.': 'Miglioramento dei processi con Lean Six Sigma.',
    'Competence of testing and calibration laboratories.':
      'Competenza dei laboratori di prova e taratura.',
    'Service management systems.': 'Sistemi di gestione dei servizi.',
  },
  page: {
    'Quality managers and management representatives':
      'Responsabili qualità e rappresentanti della direzione',
    'Process owners and improvement teams': 'Responsabili di processo e team di miglioramento',
    'Consultants implementing or auditing management systems':
      'Consulenti che implementano sistemi di gestione o ne svolgono l’audit',
    'A general understanding of management systems and processes':
      'Una conoscenza generale dei sistemi di gestione e dei processi',
    'Quality management principles and the ISO 9001 requirements':
      'Principi di gestione per la qualità e requisiti della ISO 9001',
    'Planning a quality management system':
      'Pianificazione di un sistema di gestione per la qualità',
    'Implementing processes, documented information and controls':
      'Implementazione di processi, informazioni documentate e controlli',
    'Monitoring, internal audit and management review':
      'Monitoraggio, audit interno e riesame della direzione',
    'Continual improvement and certification': 'Miglioramento continuo e certificazione',
    'Asset management concepts and ISO 55001': 'Concetti di gestione degli asset e ISO 55001',
    'Asset management policy, objectives and plans':
      'Politica, obiettivi e piani di gestione degli asset',
    'Life-cycle decisions, risk and performance':
      'Decisioni sul ciclo di vita, rischio e prestazioni',
    'Monitoring and improving the asset management system':
      'Monitoraggio e miglioramento del sistema di gestione degli asset',
    'Regulatory context and the ISO 13485 requirements':
      'Contesto regolatorio e requisiti della ISO 13485',
    'Design and development controls': 'Controllo della progettazione e dello sviluppo',
    'Production, traceability and supplier control':
      'Produzione, rintracciabilità e controllo dei fornitori',
    'Complaints, corrective action and audits': 'Reclami, azioni correttive e audit',
    'The ISO 21001 requirements for educational organisations':
      'I requisiti della ISO 21001 per le organizzazioni di istruzione e formazione',
    'Learner and stakeholder needs': 'Esigenze dei discenti e delle altre parti interessate',
    'Designing and delivering educational products and services':
      'Progettazione ed erogazione di prodotti e servizi educativi',
    'Evaluation, feedback and improvement': 'Valutazione, feedback e miglioramento',
    'Project management concepts and ISO 21502': 'Concetti di gestione dei progetti e ISO 21502',
    'Governance, roles and the project life cycle':
      'Governance, ruoli e ciclo di vita del progetto',
    'Planning, controlling and managing stakeholders':
      'Pianificazione, controllo e gestione delle parti interessate',
    'Closing projects and capturing lessons':
      'Chiusura dei progetti e raccolta delle lezioni apprese',
    'Supply chain security risks and ISO 28000':
      'Rischi per la sicurezza della catena di fornitura e ISO 28000',
    'Security risk assessment across the supply chain':
      'Valutazione dei rischi per la sicurezza lungo la catena di fornitura',
    'Implementing security controls with partners':
      'Implementazione dei controlli di sicurezza con i partner',
    'Lean and Six Sigma principles': 'Principi Lean e Six Sigma',
    'Define and Measure: understanding the process and its data':
      'Define e Measure: comprendere il processo e i relativi dati',
    'Analyse: finding root causes': 'Analyse: individuare le cause profonde',
    'Improve and Control: making gains stick':
      'Improve e Control: consolidare i miglioramenti ottenuti',
    'The ISO/IEC 17025 requirements for laboratories':
      'I requisiti della ISO/IEC 17025 per i laboratori',
    'Impartiality, personnel, facilities and equipment':
      'Imparzialità, personale, strutture e apparecchiature',
    'Methods, measurement uncertainty and traceability':
      'Metodi, incertezza di misura e riferibilità metrologica',
    'Reporting results and managing the laboratory system':
      'Presentazione dei risultati e gestione del sistema del laboratorio',
    'Service management concepts and ISO/IEC 20000-1':
      'Concetti di gestione dei servizi e ISO/IEC 20000-1',
    'Service portfolio, relationships and agreements':
      'Portafoglio dei servizi, relazioni e accordi',
    'Supply, demand, design, build and transition of services':
      'Fornitura, domanda, progettazione, realizzazione e transizione dei servizi',
    'Resolution, fulfilment, assurance and improvement':
      'Risoluzione, evasione delle richieste, assurance dei servizi e miglioramento',
  },
};
export default texts;
