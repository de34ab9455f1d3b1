import type { GroupTexts } from '../../course-texts';

// French: the summaries and page content of PECB's governance courses (English → French).
const texts: GroupTexts = {
  summaries: {
    'Risk management principles and guidelines.':
      'Principes et lignes directrices de la gestion des risques.',
    'Anti-bribery management systems.': 'Systèmes de management anti-corruption.',
    'Good governance of organisations.': 'La bonne gouvernance des organisations.',
    'Compliance management systems.': 'Systèmes de management de la conformité.',
    'Governance of IT for the organisation.':
      'Gouvernance des technologies de l’information dans l’organisation.',
    'Internal audit practice.': 'La pratique de l’audit interne.',
    'Managing operational risk.': 'Gestion du risque opérationnel.',
  },
  page: {
    'Board members, managers and governance officers':
      'Membres de conseils d’administration, managers et responsables de la gouvernance',
    'Risk, compliance and audit professionals':
      'Professionnels du risque, de la conformité et de l’audit',
    'Consultants advising on governance and risk':
      'Consultants qui conseillent en matière de gouvernance et de risques',
    'Some experience of organisational management, risk or compliance':
      'Une première expérience du management d’une organisation, des risques ou de la conformité',
    'Risk management principles and the ISO 31000 framework':
      'Principes de gestion des risques et cadre de l’ISO 31000',
    'Risk assessment: identification, analysis and evaluation':
      'Appréciation des risques : identification, analyse et évaluation',
    'Risk treatment and recording': 'Traitement et enregistrement des risques',
    'Monitoring, review and integrating risk into decisions':
      'Surveillance, revue et intégration des risques dans les décisions',
    'Bribery risks and the ISO 37001 requirements':
      'Risques de corruption et exigences de l’ISO 37001',
    'Due diligence, controls and financial checks':
      'Diligence raisonnable, mesures de contrôle et contrôles financiers',
    'Raising concerns and investigating': 'Signalement des préoccupations et enquêtes',
    'Monitoring and improving the programme': 'Surveillance et amélioration du programme',
    'Governance principles in ISO 37000': 'Les principes de gouvernance de l’ISO 37000',
    'Purpose, value generation and strategy': 'Raison d’être, création de valeur et stratégie',
    'Oversight, accountability and stakeholder engagement':
      'Supervision, redevabilité et engagement des parties prenantes',
    'Leadership, ethics and viability over time': 'Leadership, éthique et viabilité dans la durée',
    'Compliance obligations and the ISO 37301 requirements':
      'Obligations de conformité et exigences de l’ISO 37301',
    'Compliance risk assessment': 'Appréciation des risques de conformité',
    'Controls, culture and communication': 'Mesures de contrôle, culture et communication',
    'Monitoring, reporting and improvement': 'Surveillance, reporting et amélioration',
    'IT governance principles in ISO/IEC 38500':
      'Les principes de gouvernance des TI de l’ISO/IEC 38500',
    'Evaluate, direct and monitor': 'Évaluer, diriger et surveiller',
    'Aligning IT with business strategy': 'Alignement des TI sur la stratégie de l’entreprise',
    'Responsibilities of the governing body': 'Responsabilités de l’organe de gouvernance',
    'Audit principles and the internal audit function':
      'Principes d’audit et fonction d’audit interne',
    'Planning an audit and assessing risk': 'Planification d’un audit et appréciation des risques',
    'Collecting evidence and running fieldwork':
      'Collecte des éléments probants et travaux sur le terrain',
    'Reporting findings and following up': 'Communication des constatations et suivi',
    'Operational risk concepts and frameworks': 'Concepts et référentiels du risque opérationnel',
    'Identifying and assessing operational risks':
      'Identification et appréciation des risques opérationnels',
    'Key risk indicators, controls and loss data':
      'Indicateurs clés de risque, mesures de contrôle et données de pertes',
    'Reporting and embedding risk management': 'Reporting et intégration de la gestion des risques',
  },
};
export default texts;
