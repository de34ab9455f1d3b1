import type { GroupTexts } from '../../course-texts';

// French: the summaries and page content of PECB's cybersecurity courses (English → French).
const texts: GroupTexts = {
  summaries: {
    'Managing and running penetration tests.': 'Gestion et conduite de tests d’intrusion.',
    'Securing cloud services with ISO/IEC 27017 and 27018.':
      'Sécurisation des services cloud avec ISO/IEC 27017 et 27018.',
    'Collecting and analysing digital evidence.': 'Collecte et analyse de preuves numériques.',
    'The Cybersecurity Maturity Model Certification programme.':
      'Le programme Cybersecurity Maturity Model Certification.',
    'Protecting network infrastructure.': 'Protection des infrastructures réseau.',
    'Security for industrial control systems.': 'Sécurité des systèmes de contrôle industriel.',
  },
  page: {
    'Security managers and engineers': 'Responsables et ingénieurs sécurité',
    'IT professionals responsible for protecting systems and networks':
      'Professionnels de l’informatique chargés de protéger les systèmes et les réseaux',
    'Consultants advising on cybersecurity programmes':
      'Consultants qui conseillent sur les programmes de cybersécurité',
    'A working knowledge of IT infrastructure and basic security concepts':
      'Une connaissance pratique des infrastructures informatiques et des notions de base en sécurité',
    'Penetration testing concepts, ethics and legal considerations':
      'Concepts, éthique et aspects juridiques des tests d’intrusion',
    'Planning and scoping a test': 'Planification et définition du périmètre d’un test',
    'Running the test: reconnaissance, exploitation and post-exploitation':
      'Conduite du test : reconnaissance, exploitation et post-exploitation',
    'Analysing results and reporting': 'Analyse des résultats et rédaction du rapport',
    'Managing a penetration testing programme': 'Gestion d’un programme de tests d’intrusion',
    'Cloud computing concepts and shared responsibility':
      'Concepts du cloud computing et responsabilité partagée',
    'Cloud security guidance in ISO/IEC 27017':
      'Les recommandations de sécurité cloud de l’ISO/IEC 27017',
    'Protecting personal data in public clouds with ISO/IEC 27018':
      'Protection des données personnelles dans le cloud public avec l’ISO/IEC 27018',
    'Cloud security risk management and monitoring':
      'Gestion et surveillance des risques de sécurité dans le cloud',
    'Forensic principles, evidence handling and chain of custody':
      'Principes de l’investigation numérique, traitement des preuves et chaîne de possession',
    'Acquiring evidence from computers and storage':
      'Acquisition de preuves à partir d’ordinateurs et de supports de stockage',
    'Analysing file systems, operating systems and networks':
      'Analyse des systèmes de fichiers, des systèmes d’exploitation et des réseaux',
    'Reporting findings and presenting evidence':
      'Rapport des constatations et présentation des preuves',
    'The CMMC programme and its levels': 'Le programme CMMC et ses niveaux',
    'Practices and their assessment': 'Les pratiques et leur évaluation',
    'Preparing an organisation for a CMMC assessment':
      'Préparation d’une organisation à une évaluation CMMC',
    'Documentation and continuous improvement': 'Documentation et amélioration continue',
    'Network security concepts and architecture': 'Concepts et architecture de la sécurité réseau',
    'Designing and implementing network security controls':
      'Conception et mise en œuvre de mesures de sécurité réseau',
    'Monitoring, testing and incident handling on networks':
      'Surveillance, tests et gestion des incidents sur les réseaux',
    'Managing a network security programme': 'Gestion d’un programme de sécurité réseau',
    'Industrial control systems and SCADA architecture':
      'Systèmes de contrôle industriel et architecture SCADA',
    'Threats and vulnerabilities in operational technology':
      'Menaces et vulnérabilités des technologies opérationnelles (OT)',
    'Designing and implementing an ICS security programme':
      'Conception et mise en œuvre d’un programme de sécurité des systèmes de contrôle industriel',
    'Incident response and continuity for industrial environments':
      'Réponse aux incidents et continuité dans les environnements industriels',
  },
};
export default texts;
