import type { PecbSlug } from 'contracts';
import type { PecbDetails } from '../pecb';

/** The page content of each course of this category, by slug (its summary is in ../pecb.ts). */
const details: Record<PecbSlug<'information-security'>, PecbDetails> = {
  'iso-27001': {
    outline: [
      'Information security management systems and the ISO/IEC 27001 requirements',
      'Planning an ISMS: scope, policy, risk assessment and the Statement of Applicability',
      'Implementing controls, documentation and awareness',
      'Monitoring, measurement, internal audit and management review',
      'Continual improvement and preparing for the certification audit',
    ],
    pathAfter: ['pecb/iso-27005', 'pecb/ciso'],
    related: ['pecb/iso-27002', 'pecb/iso-27005', 'pecb/iso-27701'],
  },
  'iso-27002': {
    outline: [
      'The structure of ISO/IEC 27002 and its control themes',
      'Organisational and people controls',
      'Physical controls',
      'Technological controls',
      'Choosing, tailoring and measuring controls',
    ],
    pathAfter: ['pecb/iso-27001'],
  },
  'iso-27005': {
    outline: [
      'Risk management concepts and the ISO/IEC 27005 framework',
      'Establishing the context and risk criteria',
      'Risk identification, analysis and evaluation',
      'Risk treatment, acceptance and communication',
      'Monitoring and reviewing risks',
    ],
    pathBefore: ['pecb/iso-27001'],
    pathAfter: ['pecb/ebios', 'pecb/ciso'],
    related: ['pecb/ebios', 'pecb/iso-31000'],
  },
  'iso-27034': {
    outline: [
      'Application security concepts and the ISO/IEC 27034 framework',
      'The organisation normative framework and application security controls',
      'Security in requirements, design, development and testing',
      'Verifying and maintaining application security',
    ],
    related: ['pecb/iso-27001', 'pecb/penetration-testing'],
  },
  'iso-27035': {
    outline: [
      'Incident management principles and ISO/IEC 27035',
      'Planning and preparing an incident response capability',
      'Detecting, reporting and assessing incidents',
      'Responding, recovering and learning lessons',
    ],
    related: ['pecb/incident-response', 'pecb/iso-22301'],
  },
  ciso: {
    outline: [
      'The role and responsibilities of a CISO',
      'Building an information security programme and governance',
      'Risk, compliance and security architecture decisions',
      'Security operations, incidents and crisis leadership',
      'Reporting to the board and measuring performance',
    ],
    pathBefore: ['pecb/iso-27001'],
    related: ['pecb/iso-27005', 'pecb/iso-38500'],
  },
  ebios: {
    outline: [
      'The EBIOS Risk Manager method and its workshops',
      'Security baseline and risk sources',
      'Strategic and operational scenarios',
      'Risk treatment and monitoring',
    ],
    pathBefore: ['pecb/iso-27005'],
  },
};

export default details;
