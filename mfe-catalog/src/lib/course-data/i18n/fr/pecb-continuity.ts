import type { GroupTexts } from '../../course-texts';

// French: the summaries and page content of PECB's continuity courses (English → French).
const texts: GroupTexts = {
  summaries: {
    'Business continuity management systems.':
      'Systèmes de management de la continuité d’activité.',
    'Preparing for and leading through a crisis.': 'Se préparer à une crise et la piloter.',
    'The EU regulation on digital operational resilience.':
      'Le règlement européen sur la résilience opérationnelle numérique.',
    'Planning ICT disaster recovery.':
      'Planification de la reprise après sinistre des systèmes informatiques.',
    'Keeping critical operations running.':
      'Maintien des activités critiques en toutes circonstances.',
  },
  page: {
    'Business continuity and resilience managers':
      'Responsables de la continuité d’activité et de la résilience',
    'IT operations and risk professionals':
      'Professionnels de l’exploitation informatique et de la gestion des risques',
    'Managers responsible for critical services': 'Managers responsables de services critiques',
    'A general understanding of how an organisation runs its critical services':
      'Une compréhension générale de la façon dont une organisation assure ses services critiques',
    'Business continuity concepts and the ISO 22301 requirements':
      'Concepts de continuité d’activité et exigences de l’ISO 22301',
    'Business impact analysis and risk assessment':
      'Analyse d’impact sur l’activité (BIA) et appréciation des risques',
    'Continuity strategies, plans and exercises': 'Stratégies, plans et exercices de continuité',
    'Crisis management concepts and capability': 'Concepts et capacités de gestion de crise',
    'Crisis teams, roles and decision making': 'Cellules de crise, rôles et prise de décision',
    'Communication during a crisis': 'Communication en situation de crise',
    'Exercises and learning from crises': 'Exercices et retours d’expérience après une crise',
    'The scope and requirements of DORA': 'Le champ d’application et les exigences de DORA',
    'ICT risk management': 'Gestion des risques liés aux TIC',
    'ICT incident reporting': 'Notification des incidents liés aux TIC',
    'Digital operational resilience testing': 'Tests de résilience opérationnelle numérique',
    'Managing ICT third-party risk':
      'Gestion des risques liés aux prestataires tiers de services TIC',
    'Disaster recovery concepts and objectives':
      'Concepts et objectifs de la reprise après sinistre',
    'Recovery strategies and infrastructure': 'Stratégies et infrastructures de reprise',
    'Writing and testing recovery plans': 'Rédaction et test des plans de reprise',
    'Maintaining the disaster recovery programme':
      'Maintien du programme de reprise après sinistre',
    'Operational resilience concepts': 'Concepts de résilience opérationnelle',
    'Important business services and impact tolerances':
      'Services métier importants et seuils de tolérance d’impact',
    'Mapping, scenario testing and remediation': 'Cartographie, tests de scénarios et remédiation',
    'Governance and reporting': 'Gouvernance et reporting',
  },
};
export default texts;
