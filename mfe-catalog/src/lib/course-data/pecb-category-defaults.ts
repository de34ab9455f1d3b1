import type { PecbCategory } from 'shared';

// Who each PECB category's courses are for and what they expect: a course shows its category's
// unless its own page content (./pecb/<category>.ts) says otherwise. Only ./pecb.ts imports it,
// so it is in the PECB summaries' chunk.

export interface CategoryDefaults {
  audience: string[];
  prerequisites: string[];
}

export const categoryDefaults: Record<
  Exclude<PecbCategory, 'digital-transformation'>,
  CategoryDefaults
> = {
  'information-security': {
    audience: [
      'Information security managers and officers',
      'IT and compliance professionals preparing for ISO/IEC 27000 work',
      'Consultants who help organisations build or audit security programmes',
    ],
    prerequisites: [
      'A basic understanding of information security',
      'Some familiarity with ISO/IEC 27001 is helpful',
    ],
  },
  cybersecurity: {
    audience: [
      'Security managers and engineers',
      'IT professionals responsible for protecting systems and networks',
      'Consultants advising on cybersecurity programmes',
    ],
    prerequisites: ['A working knowledge of IT infrastructure and basic security concepts'],
  },
  quality: {
    audience: [
      'Quality managers and management representatives',
      'Process owners and improvement teams',
      'Consultants implementing or auditing management systems',
    ],
    prerequisites: ['A general understanding of management systems and processes'],
  },
  governance: {
    audience: [
      'Board members, managers and governance officers',
      'Risk, compliance and audit professionals',
      'Consultants advising on governance and risk',
    ],
    prerequisites: ['Some experience of organisational management, risk or compliance'],
  },
  'artificial-intelligence': {
    audience: [
      'Managers responsible for AI projects and products',
      'Data scientists and engineers who want to apply AI responsibly',
      'Risk, compliance and privacy professionals dealing with AI',
    ],
    prerequisites: ['A general understanding of AI concepts; no programming needed'],
  },
  privacy: {
    audience: [
      'Data protection officers and privacy managers',
      'Legal, compliance and information security professionals',
      'Anyone handling personal data for customers in Europe',
    ],
    prerequisites: ['A basic understanding of data protection principles'],
  },
  continuity: {
    audience: [
      'Business continuity and resilience managers',
      'IT operations and risk professionals',
      'Managers responsible for critical services',
    ],
    prerequisites: ['A general understanding of how an organisation runs its critical services'],
  },
  'technical-cybersecurity': {
    audience: [
      'Security analysts, testers and investigators',
      'System and network administrators moving into security',
      'SOC and incident response team members',
    ],
    prerequisites: [
      'Hands-on experience with operating systems and networks',
      'We recommend CompTIA Security+ or equivalent knowledge',
    ],
  },
};
