import type { ComptiaSlug } from 'contracts';
import type { ComptiaDetails } from '../comptia';
import { exam, stackable } from '../comptia-helpers';

/** The page content of each course of this level, by slug (its summary is in ../comptia.ts). */
const details: Record<ComptiaSlug<'expert'>, ComptiaDetails> = {
  'casp-plus': {
    examFormats: [exam('CAS-005', 90, 165, 'Pass/fail only; no scaled score is given')],
    credential: 'CompTIA SecurityX',
    audience: [
      'Security architects and senior security engineers',
      'Technical leads who design and implement enterprise security',
    ],
    prerequisites: [
      'We recommend CompTIA Security+, CySA+ or PenTest+, or equivalent knowledge',
      'Around ten years of IT experience, at least five of them hands-on in security',
    ],
    outline: [
      'Governance, Risk, and Compliance',
      'Security Architecture',
      'Security Engineering',
      'Security Operations',
    ],
    pathBefore: ['comptia/cysa-plus', 'comptia/pentest-plus'],
    pathAfter: ['comptia/csae'],
    related: ['comptia/csae', 'comptia/cysa-plus'],
    faqs: [
      {
        question: 'Is SecurityX the same as CASP+?',
        answer:
          'SecurityX is the new name CompTIA gave CASP+ with the CAS-005 exam. If you already hold CASP+, your certification carries over to SecurityX.',
      },
    ],
  },
  csae: {
    credential: stackable('CompTIA Security+, CySA+ and SecurityX'),
    audience: [
      'Senior security analysts and SOC leads',
      'Security professionals who want the highest CompTIA analytics milestone',
    ],
    prerequisites: ['We recommend several years of hands-on security experience'],
    outline: [
      'CompTIA Security+ (SY0-701)',
      'CompTIA CySA+ (CS0-003)',
      'CompTIA SecurityX (CAS-005)',
    ],
    pathBefore: ['comptia/security-analytics'],
    related: ['comptia/casp-plus', 'comptia/cysa-plus', 'comptia/security-analytics'],
  },
};

export default details;
