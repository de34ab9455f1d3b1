import type { GroupTexts } from '../../course-texts';

// Italian: the summaries and page content of CompTIA's Professional courses (English → Italian).
const texts: GroupTexts = {
  summaries: {
    'Security analytics, threat detection and incident response.':
      'Analisi della sicurezza, rilevamento delle minacce e risposta agli incidenti.',
    'Planning and running penetration tests and reporting findings.':
      'Pianificazione ed esecuzione di penetration test e reportistica dei risultati.',
    'Deploying, securing and operating cloud infrastructure.':
      'Implementazione, protezione e gestione operativa di infrastrutture cloud.',
    'A stackable pathway for network vulnerability assessment.':
      'Un percorso componibile per la valutazione delle vulnerabilità di rete.',
    'A stackable pathway for network security practitioners.':
      'Un percorso componibile per i professionisti della sicurezza di rete.',
    'A stackable pathway combining Security+ and Cloud+.':
      'Un percorso componibile che unisce Security+ e Cloud+.',
    'A stackable pathway combining Security+ and CySA+.':
      'Un percorso componibile che unisce Security+ e CySA+.',
  },
  page: {
    'Security operations centre (SOC) analysts': 'Analisti di Security Operations Center (SOC)',
    'Threat intelligence and vulnerability analysts':
      'Analisti di threat intelligence e delle vulnerabilità',
    'Incident responders who want to validate their skills':
      'Specialisti di incident response che vogliono certificare le proprie competenze',
    'Several years of hands-on experience in a security or operations role helps':
      'Sono utili diversi anni di esperienza pratica in un ruolo legato alla sicurezza o alla gestione operativa',
    'Vulnerability Management': 'Gestione delle vulnerabilità',
    'Incident Response and Management': 'Risposta e gestione degli incidenti',
    'Reporting and Communication': 'Reportistica e comunicazione',
    'Penetration testers and red-team members': 'Penetration tester e membri di red team',
    'Vulnerability assessors and security consultants':
      'Specialisti di vulnerability assessment e consulenti di sicurezza',
    'Security analysts who want to think like an attacker':
      'Analisti della sicurezza che vogliono ragionare come un attaccante',
    'Hands-on experience with networks, Linux and Windows helps':
      'È utile un’esperienza pratica con reti, Linux e Windows',
    'Engagement Management': 'Gestione dell’incarico',
    'Reconnaissance and Enumeration': 'Ricognizione ed enumerazione',
    'Vulnerability Discovery and Analysis': 'Individuazione e analisi delle vulnerabilità',
    'Attacks and Exploits': 'Attacchi ed exploit',
    'Post-exploitation and Lateral Movement': 'Post-exploitation e movimento laterale',
    'System administrators moving workloads to the cloud':
      'Amministratori di sistema che migrano carichi di lavoro nel cloud',
    'Cloud engineers and cloud operations staff':
      'Ingegneri cloud e personale addetto alla gestione operativa del cloud',
    'Network engineers supporting hybrid environments':
      'Ingegneri di rete che supportano ambienti ibridi',
    'Two to three years of systems administration or networking experience helps':
      'Sono utili due o tre anni di esperienza nell’amministrazione di sistemi o nelle reti',
    'Cloud Architecture': 'Architettura cloud',
    Deployment: 'Deployment',
    Operations: 'Gestione operativa',
    Security: 'Sicurezza',
    'DevOps Fundamentals': 'Fondamenti di DevOps',
    Troubleshooting: 'Risoluzione dei problemi',
    'CompTIA Security+ and PenTest+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ e PenTest+ — CompTIA rilascia questa certificazione componibile a chi le possiede entrambe',
    'Security staff who assess networks for weaknesses':
      'Personale della sicurezza che valuta le reti alla ricerca di punti deboli',
    'Aspiring penetration testers who want a recognised milestone':
      'Aspiranti penetration tester che vogliono raggiungere un traguardo riconosciuto',
    'CompTIA PenTest+ (PT0-003)': 'CompTIA PenTest+ (PT0-003)',
    'CompTIA Security+, PenTest+ and CySA+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+, PenTest+ e CySA+ — CompTIA rilascia questa certificazione componibile a chi le possiede tutte',
    'Network and security engineers defending and testing networks':
      'Ingegneri di rete e della sicurezza che difendono e testano le reti',
    'Analysts who want both offensive and defensive credentials':
      'Analisti che vogliono certificazioni sia in ambito offensivo sia difensivo',
    'CompTIA Security+ and Cloud+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ e Cloud+ — CompTIA rilascia questa certificazione componibile a chi le possiede entrambe',
    'Cloud administrators responsible for security':
      'Amministratori cloud responsabili della sicurezza',
    'Security staff supporting cloud and hybrid platforms':
      'Personale della sicurezza che supporta piattaforme cloud e ibride',
    'CompTIA Cloud+ (CV0-004)': 'CompTIA Cloud+ (CV0-004)',
    'CompTIA Security+ and CySA+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ e CySA+ — CompTIA rilascia questa certificazione componibile a chi le possiede entrambe',
    'SOC analysts building a defensive security career':
      'Analisti SOC che costruiscono una carriera nella sicurezza difensiva',
    'Administrators moving into security monitoring':
      'Amministratori che vogliono passare al monitoraggio della sicurezza',
  },
};
export default texts;
