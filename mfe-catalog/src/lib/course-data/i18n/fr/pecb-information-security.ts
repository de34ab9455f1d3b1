import type { GroupTexts } from '../../course-texts';

// French: the summaries and page content of PECB's information security courses (English → French).
const texts: GroupTexts = {
  summaries: {
    'Implementing and managing an information security management system.':
      'Mise en œuvre et gestion d’un système de management de la sécurité de l’information.',
    'Selecting and applying information security controls.':
      'Sélection et application des mesures de sécurité de l’information.',
    'Information security risk management.':
      'Gestion des risques liés à la sécurité de l’information.',
    'Security across the application life cycle.':
      'La sécurité tout au long du cycle de vie des applications.',
    'Planning for and handling security incidents.':
      'Préparation et traitement des incidents de sécurité.',
    'Leading an information security programme.':
      'Pilotage d’un programme de sécurité de l’information.',
    'Risk analysis with the EBIOS Risk Manager method.':
      'Analyse des risques avec la méthode EBIOS Risk Manager.',
  },
  page: {
    'Information security managers and officers':
      'Responsables et chargés de la sécurité de l’information',
    'IT and compliance professionals preparing for ISO/IEC 27000 work':
      'Professionnels de l’informatique et de la conformité qui se préparent à travailler avec les normes ISO/IEC 27000',
    'Consultants who help organisations build or audit security programmes':
      'Consultants qui aident les organisations à construire ou à auditer leurs programmes de sécurité',
    'A basic understanding of information security':
      'Des connaissances de base en sécurité de l’information',
    'Some familiarity with ISO/IEC 27001 is helpful':
      'Une première connaissance de l’ISO/IEC 27001 est utile',
    'Information security management systems and the ISO/IEC 27001 requirements':
      'Les systèmes de management de la sécurité de l’information et les exigences de l’ISO/IEC 27001',
    'Planning an ISMS: scope, policy, risk assessment and the Statement of Applicability':
      'Planification d’un SMSI : périmètre, politique, appréciation des risques et déclaration d’applicabilité',
    'Implementing controls, documentation and awareness':
      'Mise en œuvre des mesures de sécurité, documentation et sensibilisation',
    'Monitoring, measurement, internal audit and management review':
      'Surveillance, mesure, audit interne et revue de direction',
    'Continual improvement and preparing for the certification audit':
      'Amélioration continue et préparation à l’audit de certification',
    'The structure of ISO/IEC 27002 and its control themes':
      'La structure de l’ISO/IEC 27002 et ses thèmes de mesures de sécurité',
    'Organisational and people controls':
      'Mesures organisationnelles et mesures liées aux personnes',
    'Physical controls': 'Mesures physiques',
    'Technological controls': 'Mesures technologiques',
    'Choosing, tailoring and measuring controls':
      'Sélection, adaptation et évaluation des mesures de sécurité',
    'Risk management concepts and the ISO/IEC 27005 framework':
      'Concepts de gestion des risques et cadre de l’ISO/IEC 27005',
    'Establishing the context and risk criteria':
      'Établissement du contexte et des critères de risque',
    'Risk identification, analysis and evaluation':
      'Identification, analyse et évaluation des risques',
    'Risk treatment, acceptance and communication':
      'Traitement, acceptation et communication des risques',
    'Monitoring and reviewing risks': 'Surveillance et revue des risques',
    'Application security concepts and the ISO/IEC 27034 framework':
      'Concepts de sécurité des applications et cadre de l’ISO/IEC 27034',
    'The organisation normative framework and application security controls':
      'Le cadre normatif de l’organisation et les mesures de sécurité des applications',
    'Security in requirements, design, development and testing':
      'La sécurité dans les exigences, la conception, le développement et les tests',
    'Verifying and maintaining application security':
      'Vérification et maintien de la sécurité des applications',
    'Incident management principles and ISO/IEC 27035':
      'Principes de gestion des incidents et ISO/IEC 27035',
    'Planning and preparing an incident response capability':
      'Planification et préparation d’une capacité de réponse aux incidents',
    'Detecting, reporting and assessing incidents':
      'Détection, signalement et évaluation des incidents',
    'Responding, recovering and learning lessons': 'Réponse, rétablissement et retour d’expérience',
    'The role and responsibilities of a CISO': 'Le rôle et les responsabilités d’un CISO (RSSI)',
    'Building an information security programme and governance':
      'Construction d’un programme de sécurité de l’information et de sa gouvernance',
    'Risk, compliance and security architecture decisions':
      'Décisions en matière de risques, de conformité et d’architecture de sécurité',
    'Security operations, incidents and crisis leadership':
      'Opérations de sécurité, incidents et leadership en situation de crise',
    'Reporting to the board and measuring performance':
      'Reporting auprès du conseil d’administration et mesure de la performance',
    'The EBIOS Risk Manager method and its workshops':
      'La méthode EBIOS Risk Manager et ses ateliers',
    'Security baseline and risk sources': 'Socle de sécurité et sources de risque',
    'Strategic and operational scenarios': 'Scénarios stratégiques et opérationnels',
    'Risk treatment and monitoring': 'Traitement et suivi des risques',
  },
};
export default texts;
