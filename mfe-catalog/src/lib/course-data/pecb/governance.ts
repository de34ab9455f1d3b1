import type { PecbSlug } from 'contracts';
import type { PecbDetails } from '../pecb';

/** The page content of each course of this category, by slug (its summary is in ../pecb.ts). */
const details: Record<PecbSlug<'governance'>, PecbDetails> = {
  'iso-31000': {
    outline: [
      'Risk management principles and the ISO 31000 framework',
      'Risk assessment: identification, analysis and evaluation',
      'Risk treatment and recording',
      'Monitoring, review and integrating risk into decisions',
    ],
    pathAfter: ['pecb/operational-risk'],
    related: ['pecb/iso-27005', 'pecb/operational-risk'],
  },
  'iso-37001': {
    outline: [
      'Bribery risks and the ISO 37001 requirements',
      'Due diligence, controls and financial checks',
      'Raising concerns and investigating',
      'Monitoring and improving the programme',
    ],
    related: ['pecb/iso-37301'],
  },
  'iso-37000': {
    outline: [
      'Governance principles in ISO 37000',
      'Purpose, value generation and strategy',
      'Oversight, accountability and stakeholder engagement',
      'Leadership, ethics and viability over time',
    ],
  },
  'iso-37301': {
    outline: [
      'Compliance obligations and the ISO 37301 requirements',
      'Compliance risk assessment',
      'Controls, culture and communication',
      'Monitoring, reporting and improvement',
    ],
    related: ['pecb/iso-37001'],
  },
  'iso-38500': {
    outline: [
      'IT governance principles in ISO/IEC 38500',
      'Evaluate, direct and monitor',
      'Aligning IT with business strategy',
      'Responsibilities of the governing body',
    ],
  },
  'internal-auditor': {
    outline: [
      'Audit principles and the internal audit function',
      'Planning an audit and assessing risk',
      'Collecting evidence and running fieldwork',
      'Reporting findings and following up',
    ],
  },
  'operational-risk': {
    outline: [
      'Operational risk concepts and frameworks',
      'Identifying and assessing operational risks',
      'Key risk indicators, controls and loss data',
      'Reporting and embedding risk management',
    ],
    pathBefore: ['pecb/iso-31000'],
  },
};

export default details;
