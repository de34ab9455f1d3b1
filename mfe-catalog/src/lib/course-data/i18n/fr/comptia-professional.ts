import type { GroupTexts } from '../../course-texts';

// French: the summaries and page content of CompTIA's Professional courses (English → French).
const texts: GroupTexts = {
  summaries: {
    'Security analytics, threat detection and incident response.':
      'Analyse de sécurité, détection des menaces et réponse aux incidents.',
    'Planning and running penetration tests and reporting findings.':
      'Planification et conduite de tests d’intrusion, et restitution des résultats.',
    'Deploying, securing and operating cloud infrastructure.':
      'Déploiement, sécurisation et exploitation d’infrastructures cloud.',
    'A stackable pathway for network vulnerability assessment.':
      'Un parcours empilable consacré à l’évaluation des vulnérabilités réseau.',
    'A stackable pathway for network security practitioners.':
      'Un parcours empilable pour les professionnels de la sécurité réseau.',
    'A stackable pathway combining Security+ and Cloud+.':
      'Un parcours empilable qui réunit Security+ et Cloud+.',
    'A stackable pathway combining Security+ and CySA+.':
      'Un parcours empilable qui réunit Security+ et CySA+.',
  },
  page: {
    'Security operations centre (SOC) analysts':
      'Analystes en centre des opérations de sécurité (SOC)',
    'Threat intelligence and vulnerability analysts':
      'Analystes en renseignement sur les menaces et en vulnérabilités',
    'Incident responders who want to validate their skills':
      'Intervenants en réponse aux incidents qui souhaitent valider leurs compétences',
    'Several years of hands-on experience in a security or operations role helps':
      'Plusieurs années d’expérience pratique dans un poste de sécurité ou d’exploitation sont un atout',
    'Vulnerability Management': 'Gestion des vulnérabilités',
    'Incident Response and Management': 'Réponse aux incidents et gestion des incidents',
    'Reporting and Communication': 'Rapports et communication',
    'Penetration testers and red-team members':
      'Testeurs d’intrusion (pentesteurs) et membres de red teams',
    'Vulnerability assessors and security consultants':
      'Auditeurs de vulnérabilités et consultants en sécurité',
    'Security analysts who want to think like an attacker':
      'Analystes sécurité qui veulent penser comme un attaquant',
    'Hands-on experience with networks, Linux and Windows helps':
      'Une expérience pratique des réseaux, de Linux et de Windows est un atout',
    'Engagement Management': 'Gestion des missions',
    'Reconnaissance and Enumeration': 'Reconnaissance et énumération',
    'Vulnerability Discovery and Analysis': 'Découverte et analyse des vulnérabilités',
    'Attacks and Exploits': 'Attaques et exploits',
    'Post-exploitation and Lateral Movement': 'Post-exploitation et mouvement latéral',
    'System administrators moving workloads to the cloud':
      'Administrateurs systèmes qui migrent des charges de travail vers le cloud',
    'Cloud engineers and cloud operations staff':
      'Ingénieurs cloud et équipes d’exploitation cloud',
    'Network engineers supporting hybrid environments':
      'Ingénieurs réseau qui gèrent des environnements hybrides',
    'Two to three years of systems administration or networking experience helps':
      'Deux à trois ans d’expérience en administration systèmes ou en réseaux sont un atout',
    'Cloud Architecture': 'Architecture cloud',
    Deployment: 'Déploiement',
    Operations: 'Exploitation',
    Security: 'Sécurité',
    'DevOps Fundamentals': 'Fondamentaux du DevOps',
    Troubleshooting: 'Dépannage',
    'CompTIA Security+ and PenTest+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ et PenTest+ — CompTIA délivre cette certification empilable dès que vous les détenez toutes',
    'Security staff who assess networks for weaknesses':
      'Professionnels de la sécurité qui recherchent les failles des réseaux',
    'Aspiring penetration testers who want a recognised milestone':
      'Futurs pentesteurs qui souhaitent franchir une étape reconnue',
    'CompTIA PenTest+ (PT0-003)': 'CompTIA PenTest+ (PT0-003)',
    'CompTIA Security+, PenTest+ and CySA+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+, PenTest+ et CySA+ — CompTIA délivre cette certification empilable dès que vous les détenez toutes',
    'Network and security engineers defending and testing networks':
      'Ingénieurs réseau et sécurité qui défendent et testent les réseaux',
    'Analysts who want both offensive and defensive credentials':
      'Analystes qui veulent des certifications à la fois offensives et défensives',
    'CompTIA Security+ and Cloud+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ et Cloud+ — CompTIA délivre cette certification empilable dès que vous les détenez toutes',
    'Cloud administrators responsible for security':
      'Administrateurs cloud responsables de la sécurité',
    'Security staff supporting cloud and hybrid platforms':
      'Professionnels de la sécurité chargés de plateformes cloud et hybrides',
    'CompTIA Cloud+ (CV0-004)': 'CompTIA Cloud+ (CV0-004)',
    'CompTIA Security+ and CySA+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ et CySA+ — CompTIA délivre cette certification empilable dès que vous les détenez toutes',
    'SOC analysts building a defensive security career':
      'Analystes SOC qui construisent une carrière dans la sécurité défensive',
    'Administrators moving into security monitoring':
      'Administrateurs qui se tournent vers la surveillance de la sécurité',
  },
};
export default texts;
