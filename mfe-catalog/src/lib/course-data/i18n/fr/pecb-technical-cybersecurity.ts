import type { GroupTexts } from '../../course-texts';

// French: the summaries and page content of PECB's technical cybersecurity courses (English → French).
const texts: GroupTexts = {
  summaries: {
    'Ethical hacking techniques and methodology.': 'Techniques et méthodologie du hacking éthique.',
    'Analysing threats and adversary behaviour.':
      'Analyse des menaces et du comportement des attaquants.',
    'Forensic investigation of digital systems.':
      'Investigation numérique des systèmes informatiques.',
    'Detecting, containing and recovering from incidents.':
      'Détection, confinement et rétablissement face aux incidents.',
  },
  page: {
    'Security analysts, testers and investigators': 'Analystes sécurité, testeurs et enquêteurs',
    'System and network administrators moving into security':
      'Administrateurs systèmes et réseaux qui se tournent vers la sécurité',
    'SOC and incident response team members': 'Membres d’équipes SOC et de réponse aux incidents',
    'Hands-on experience with operating systems and networks':
      'Une expérience pratique des systèmes d’exploitation et des réseaux',
    'Ethical hacking methodology and rules of engagement':
      'Méthodologie du hacking éthique et règles d’engagement',
    'Reconnaissance and scanning': 'Reconnaissance et scan',
    'Exploiting systems, web applications and networks':
      'Exploitation des systèmes, des applications web et des réseaux',
    'Reporting and recommending remediation': 'Rapport et recommandations de remédiation',
    'Threat intelligence concepts and sources':
      'Concepts et sources du renseignement sur les menaces',
    'Adversary tactics, techniques and procedures':
      'Tactiques, techniques et procédures des attaquants',
    'Threat hunting and analysis': 'Chasse aux menaces (threat hunting) et analyse',
    'Sharing and acting on intelligence': 'Partage du renseignement et passage à l’action',
    'Forensic process and evidence handling':
      'Processus d’investigation numérique et traitement des preuves',
    'Disk, memory and mobile device analysis':
      'Analyse des disques, de la mémoire et des appareils mobiles',
    'Network and cloud forensics': 'Investigation numérique des réseaux et du cloud',
    'Reporting and expert testimony': 'Rapport et témoignage d’expert',
    'Incident response life cycle and team organisation':
      'Cycle de vie de la réponse aux incidents et organisation de l’équipe',
    'Detection and analysis': 'Détection et analyse',
    'Containment, eradication and recovery': 'Confinement, éradication et rétablissement',
    'Post-incident activity and improvement': 'Activités post-incident et amélioration',
  },
};
export default texts;
