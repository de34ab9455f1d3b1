import type { PecbSlug } from 'contracts';
import type { PecbDetails } from '../pecb';

/** The page content of each course of this category, by slug (its summary is in ../pecb.ts). */
const details: Record<PecbSlug<'continuity'>, PecbDetails> = {
  'iso-22301': {
    outline: [
      'Business continuity concepts and the ISO 22301 requirements',
      'Business impact analysis and risk assessment',
      'Continuity strategies, plans and exercises',
      'Monitoring, audit and improvement',
    ],
    pathAfter: ['pecb/crisis-management', 'pecb/disaster-recovery'],
  },
  'crisis-management': {
    outline: [
      'Crisis management concepts and capability',
      'Crisis teams, roles and decision making',
      'Communication during a crisis',
      'Exercises and learning from crises',
    ],
    pathBefore: ['pecb/iso-22301'],
  },
  dora: {
    outline: [
      'The scope and requirements of DORA',
      'ICT risk management',
      'ICT incident reporting',
      'Digital operational resilience testing',
      'Managing ICT third-party risk',
    ],
  },
  'disaster-recovery': {
    outline: [
      'Disaster recovery concepts and objectives',
      'Recovery strategies and infrastructure',
      'Writing and testing recovery plans',
      'Maintaining the disaster recovery programme',
    ],
    pathBefore: ['pecb/iso-22301'],
  },
  'operational-resilience': {
    outline: [
      'Operational resilience concepts',
      'Important business services and impact tolerances',
      'Mapping, scenario testing and remediation',
      'Governance and reporting',
    ],
  },
};

export default details;
