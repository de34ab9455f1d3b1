import type { PecbSlug } from 'contracts';
import type { PecbDetails } from '../pecb';

/** The page content of each course of this category, by slug (its summary is in ../pecb.ts). */
const details: Record<PecbSlug<'quality'>, PecbDetails> = {
  'iso-9001': {
    outline: [
      'Quality management principles and the ISO 9001 requirements',
      'Planning a quality management system',
      'Implementing processes, documented information and controls',
      'Monitoring, internal audit and management review',
      'Continual improvement and certification',
    ],
    related: ['pecb/six-sigma', 'pecb/iso-13485'],
  },
  'iso-55001': {
    outline: [
      'Asset management concepts and ISO 55001',
      'Asset management policy, objectives and plans',
      'Life-cycle decisions, risk and performance',
      'Monitoring and improving the asset management system',
    ],
  },
  'iso-13485': {
    outline: [
      'Regulatory context and the ISO 13485 requirements',
      'Design and development controls',
      'Production, traceability and supplier control',
      'Complaints, corrective action and audits',
    ],
    pathBefore: ['pecb/iso-9001'],
  },
  'iso-21001': {
    outline: [
      'The ISO 21001 requirements for educational organisations',
      'Learner and stakeholder needs',
      'Designing and delivering educational products and services',
      'Evaluation, feedback and improvement',
    ],
  },
  'iso-21502': {
    outline: [
      'Project management concepts and ISO 21502',
      'Governance, roles and the project life cycle',
      'Planning, controlling and managing stakeholders',
      'Closing projects and capturing lessons',
    ],
  },
  'iso-28000': {
    outline: [
      'Supply chain security risks and ISO 28000',
      'Security risk assessment across the supply chain',
      'Implementing security controls with partners',
      'Monitoring, audit and improvement',
    ],
  },
  'six-sigma': {
    outline: [
      'Lean and Six Sigma principles',
      'Define and Measure: understanding the process and its data',
      'Analyse: finding root causes',
      'Improve and Control: making gains stick',
    ],
    related: ['pecb/iso-9001'],
  },
  'iso-17025': {
    outline: [
      'The ISO/IEC 17025 requirements for laboratories',
      'Impartiality, personnel, facilities and equipment',
      'Methods, measurement uncertainty and traceability',
      'Reporting results and managing the laboratory system',
    ],
  },
  'iso-20000': {
    outline: [
      'Service management concepts and ISO/IEC 20000-1',
      'Service portfolio, relationships and agreements',
      'Supply, demand, design, build and transition of services',
      'Resolution, fulfilment, assurance and improvement',
    ],
    related: ['pecb/iso-27001', 'pecb/iso-38500'],
  },
};

export default details;
