import type { GroupTexts } from '../../course-texts';

// French: the summaries and page content of PECB's quality courses (English → French).
const texts: GroupTexts = {
  summaries: {
    'Quality management systems.': 'Systèmes de management de la qualité.',
    'Asset management systems.': 'Systèmes de gestion d’actifs.',
    'Quality management for medical devices.': 'Management de la qualité des dispositifs médicaux.',
    'Management systems for educational organisations.':
      'Systèmes de management pour les organismes d’éducation et de formation.',
    'Guidance on project management.': 'Recommandations sur la gestion de projet.',
    'Security management for the supply chain.':
      'Management de la sécurité de la chaîne d’approvisionnement.',
    'Process improvement with Lean Six Sigma.': 'Amélioration des processus avec Lean Six Sigma.',
    'Competence of testing and calibration laboratories.':
      'Compétence des laboratoires d’étalonnages et d’essais.',
    'Service management systems.': 'Systèmes de management des services.',
  },
  page: {
    'Quality managers and management representatives':
      'Responsables qualité et représentants de la direction',
    'Process owners and improvement teams': 'Pilotes de processus et équipes d’amélioration',
    'Consultants implementing or auditing management systems':
      'Consultants qui mettent en œuvre ou auditent des systèmes de management',
    'A general understanding of management systems and processes':
      'Une compréhension générale des systèmes de management et des processus',
    'Quality management principles and the ISO 9001 requirements':
      'Principes du management de la qualité et exigences de l’ISO 9001',
    'Planning a quality management system':
      'Planification d’un système de management de la qualité',
    'Implementing processes, documented information and controls':
      'Mise en œuvre des processus, des informations documentées et des mesures de maîtrise',
    'Monitoring, internal audit and management review':
      'Surveillance, audit interne et revue de direction',
    'Continual improvement and certification': 'Amélioration continue et certification',
    'Asset management concepts and ISO 55001': 'Concepts de la gestion d’actifs et ISO 55001',
    'Asset management policy, objectives and plans':
      'Politique, objectifs et plans de gestion d’actifs',
    'Life-cycle decisions, risk and performance':
      'Décisions sur le cycle de vie, risques et performance',
    'Monitoring and improving the asset management system':
      'Surveillance et amélioration du système de gestion d’actifs',
    'Regulatory context and the ISO 13485 requirements':
      'Contexte réglementaire et exigences de l’ISO 13485',
    'Design and development controls': 'Maîtrise de la conception et du développement',
    'Production, traceability and supplier control':
      'Production, traçabilité et maîtrise des fournisseurs',
    'Complaints, corrective action and audits': 'Réclamations, actions correctives et audits',
    'The ISO 21001 requirements for educational organisations':
      'Les exigences de l’ISO 21001 pour les organismes d’éducation et de formation',
    'Learner and stakeholder needs': 'Besoins des apprenants et des parties prenantes',
    'Designing and delivering educational products and services':
      'Conception et mise à disposition de produits et services éducatifs',
    'Evaluation, feedback and improvement': 'Évaluation, retours et amélioration',
    'Project management concepts and ISO 21502': 'Concepts de la gestion de projet et ISO 21502',
    'Governance, roles and the project life cycle': 'Gouvernance, rôles et cycle de vie du projet',
    'Planning, controlling and managing stakeholders':
      'Planification, pilotage et gestion des parties prenantes',
    'Closing projects and capturing lessons':
      'Clôture des projets et capitalisation des enseignements',
    'Supply chain security risks and ISO 28000':
      'Risques de sécurité de la chaîne d’approvisionnement et ISO 28000',
    'Security risk assessment across the supply chain':
      'Appréciation des risques de sécurité sur l’ensemble de la chaîne d’approvisionnement',
    'Implementing security controls with partners':
      'Mise en œuvre de mesures de sécurité avec les partenaires',
    'Lean and Six Sigma principles': 'Principes du Lean et du Six Sigma',
    'Define and Measure: understanding the process and its data':
      'Définir et Mesurer : comprendre le processus et ses données',
    'Analyse: finding root causes': 'Analyser : identifier les causes racines',
    'Improve and Control: making gains stick': 'Améliorer et Contrôler : pérenniser les gains',
    'The ISO/IEC 17025 requirements for laboratories':
      'Les exigences de l’ISO/IEC 17025 pour les laboratoires',
    'Impartiality, personnel, facilities and equipment':
      'Impartialité, personnel, installations et équipements',
    'Methods, measurement uncertainty and traceability':
      'Méthodes, incertitude de mesure et traçabilité',
    'Reporting results and managing the laboratory system':
      'Rapport sur les résultats et gestion du système de management du laboratoire',
    'Service management concepts and ISO/IEC 20000-1':
      'Concepts de la gestion des services et ISO/IEC 20000-1',
    'Service portfolio, relationships and agreements':
      'Portefeuille de services, relations et accords',
    'Supply, demand, design, build and transition of services':
      'Offre, demande, conception, développement et transition des services',
    'Resolution, fulfilment, assurance and improvement':
      'Résolution, traitement des demandes, assurance des services et amélioration',
  },
};
export default texts;
