import type { GroupTexts } from '../../course-texts';

// Italian: the summaries and page content of PECB's technical cybersecurity courses (English → Italian).
const texts: GroupTexts = {
  summaries: {
    'Ethical hacking techniques and methodology.': 'Tecniche e metodologia dell’ethical hacking.',
    'Analysing threats and adversary behaviour.':
      'Analisi delle minacce e del comportamento degli avversari.',
    'Forensic investigation of digital systems.': 'Indagini forensi sui sistemi digitali.',
    'Detecting, containing and recovering from incidents.':
      'Rilevamento, contenimento e ripristino dopo un incidente.',
  },
  page: {
    'Security analysts, testers and investigators':
      'Analisti della sicurezza, tester e investigatori',
    'System and network administrators moving into security':
      'Amministratori di sistema e di rete che vogliono passare alla sicurezza',
    'SOC and incident response team members': 'Membri di team SOC e di risposta agli incidenti',
    'Hands-on experience with operating systems and networks':
      'Esperienza pratica con sistemi operativi e reti',
    'Ethical hacking methodology and rules of engagement':
      'Metodologia dell’ethical hacking e regole d’ingaggio',
    'Reconnaissance and scanning': 'Ricognizione e scansione',
    'Exploiting systems, web applications and networks':
      'Sfruttamento delle vulnerabilità di sistemi, applicazioni web e reti',
    'Reporting and recommending remediation': 'Reportistica e indicazione delle azioni correttive',
    'Threat intelligence concepts and sources': 'Concetti e fonti di threat intelligence',
    'Adversary tactics, techniques and procedures':
      'Tattiche, tecniche e procedure degli avversari',
    'Threat hunting and analysis': 'Threat hunting e analisi',
    'Sharing and acting on intelligence': 'Condivisione e utilizzo operativo dell’intelligence',
    'Forensic process and evidence handling': 'Processo forense e gestione delle prove',
    'Disk, memory and mobile device analysis': 'Analisi di dischi, memoria e dispositivi mobili',
    'Network and cloud forensics': 'Analisi forense di reti e cloud',
    'Reporting and expert testimony': 'Reportistica e testimonianza in qualità di esperto',
    'Incident response life cycle and team organisation':
      'Ciclo di vita della risposta agli incidenti e organizzazione del team',
    'Detection and analysis': 'Rilevamento e analisi',
    'Containment, eradication and recovery': 'Contenimento, eradicazione e ripristino',
    'Post-incident activity and improvement': 'Attività post-incidente e miglioramento',
  },
};
export default texts;
