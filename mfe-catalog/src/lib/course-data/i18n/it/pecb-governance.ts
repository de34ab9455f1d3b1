import type { GroupTexts } from '../../course-texts';

// Italian: the summaries and page content of PECB's governance, risk and compliance courses (English → Italian).
const texts: GroupTexts = {
  summaries: {
    'Risk management principles and guidelines.':
      'Principi e linee guida per la gestione del rischio.',
    'Anti-bribery management systems.': 'Sistemi di gestione per la prevenzione della corruzione.',
    'Good governance of organisations.': 'Buona governance delle organizzazioni.',
    'Compliance management systems.': 'Sistemi di gestione della compliance.',
    'Governance of IT for the organisation.': 'Governance dell’IT per l’organizzazione.',
    'Internal audit practice.': 'La pratica dell’audit interno.',
    'Managing operational risk.': 'Gestione del rischio operativo.',
  },
  page: {
    'Board members, managers and governance officers':
      'Membri del consiglio di amministrazione, manager e responsabili della governance',
    'Risk, compliance and audit professionals':
      'Professionisti del rischio, della compliance e dell’audit',
    'Consultants advising on governance and risk': 'Consulenti in materia di governance e rischio',
    'Some experience of organisational management, risk or compliance':
      'Una certa esperienza di gestione organizzativa, rischio o compliance',
    'Risk management principles and the ISO 31000 framework':
      'Principi di gestione del rischio e il framework della ISO 31000',
    'Risk assessment: identification, analysis and evaluation':
      'Valutazione del rischio: identificazione, analisi e ponderazione',
    'Risk treatment and recording': 'Trattamento e registrazione del rischio',
    'Monitoring, review and integrating risk into decisions':
      'Monitoraggio, riesame e integrazione del rischio nei processi decisionali',
    'Bribery risks and the ISO 37001 requirements':
      'Rischi di corruzione e requisiti della ISO 37001',
    'Due diligence, controls and financial checks':
      'Due diligence, controlli e verifiche finanziarie',
    'Raising concerns and investigating': 'Segnalazione di sospetti e indagini',
    'Monitoring and improving the programme': 'Monitoraggio e miglioramento del programma',
    'Governance principles in ISO 37000': 'I principi di governance della ISO 37000',
    'Purpose, value generation and strategy': 'Scopo, generazione di valore e strategia',
    'Oversight, accountability and stakeholder engagement':
      'Supervisione, accountability e coinvolgimento delle parti interessate',
    'Leadership, ethics and viability over time': 'Leadership, etica e sostenibilità nel tempo',
    'Compliance obligations and the ISO 37301 requirements':
      'Obblighi di compliance e requisiti della ISO 37301',
    'Compliance risk assessment': 'Valutazione del rischio di compliance',
    'Controls, culture and communication': 'Controlli, cultura e comunicazione',
    'Monitoring, reporting and improvement': 'Monitoraggio, reportistica e miglioramento',
    'IT governance principles in ISO/IEC 38500':
      'I principi di governance dell’IT della ISO/IEC 38500',
    'Evaluate, direct and monitor': 'Valutare, dirigere e monitorare',
    'Aligning IT with business strategy': 'Allineamento dell’IT alla strategia aziendale',
    'Responsibilities of the governing body': 'Responsabilità dell’organo di governo',
    'Audit principles and the internal audit function':
      'Principi di audit e funzione di audit interno',
    'Planning an audit and assessing risk': 'Pianificazione dell’audit e valutazione del rischio',
    'Collecting evidence and running fieldwork':
      'Raccolta delle evidenze e svolgimento delle attività sul campo',
    'Reporting findings and following up': 'Report dei rilievi e follow-up',
    'Operational risk concepts and frameworks': 'Concetti e framework del rischio operativo',
    'Identifying and assessing operational risks':
      'Identificazione e valutazione dei rischi operativi',
    'Key risk indicators, controls and loss data':
      'Indicatori chiave di rischio, controlli e dati sulle perdite',
    'Reporting and embedding risk management':
      'Reportistica e integrazione della gestione del rischio nell’organizzazione',
  },
};
export default texts;
