import type { ComptiaSlug } from 'contracts';
import type { ComptiaDetails } from '../comptia';
import { exam, scaled, stackable } from '../comptia-helpers';

/** The page content of each course of this level, by slug (its summary is in ../comptia.ts). */
const details: Record<ComptiaSlug<'professional'>, ComptiaDetails> = {
  'cysa-plus': {
    examFormats: [exam('CS0-003', 85, 165, scaled(750))],
    audience: [
      'Security operations centre (SOC) analysts',
      'Threat intelligence and vulnerability analysts',
      'Incident responders who want to validate their skills',
    ],
    prerequisites: [
      'We recommend CompTIA Security+ or equivalent knowledge',
      'Several years of hands-on experience in a security or operations role helps',
    ],
    outline: [
      'Security Operations',
      'Vulnerability Management',
      'Incident Response and Management',
      'Reporting and Communication',
    ],
    pathBefore: ['comptia/security-plus'],
    pathAfter: ['comptia/casp-plus', 'comptia/security-analytics'],
    related: ['comptia/security-analytics', 'comptia/pentest-plus', 'comptia/csae'],
  },
  'pentest-plus': {
    examFormats: [exam('PT0-003', 90, 165, scaled(750))],
    audience: [
      'Penetration testers and red-team members',
      'Vulnerability assessors and security consultants',
      'Security analysts who want to think like an attacker',
    ],
    prerequisites: [
      'We recommend CompTIA Security+ or equivalent knowledge',
      'Hands-on experience with networks, Linux and Windows helps',
    ],
    outline: [
      'Engagement Management',
      'Reconnaissance and Enumeration',
      'Vulnerability Discovery and Analysis',
      'Attacks and Exploits',
      'Post-exploitation and Lateral Movement',
    ],
    pathBefore: ['comptia/security-plus'],
    pathAfter: ['comptia/cnvp', 'comptia/network-security'],
    related: ['comptia/cnvp', 'comptia/cysa-plus', 'comptia/network-security'],
  },
  'cloud-plus': {
    examFormats: [exam('CV0-004', 90, 90, scaled(750))],
    audience: [
      'System administrators moving workloads to the cloud',
      'Cloud engineers and cloud operations staff',
      'Network engineers supporting hybrid environments',
    ],
    prerequisites: [
      'We recommend CompTIA Network+ or equivalent knowledge',
      'Two to three years of systems administration or networking experience helps',
    ],
    outline: [
      'Cloud Architecture',
      'Deployment',
      'Operations',
      'Security',
      'DevOps Fundamentals',
      'Troubleshooting',
    ],
    pathBefore: ['comptia/network-plus', 'comptia/security-plus'],
    pathAfter: ['comptia/secure-cloud'],
    related: ['comptia/secure-cloud', 'comptia/security-plus'],
  },
  cnvp: {
    credential: stackable('CompTIA Security+ and PenTest+'),
    audience: [
      'Security staff who assess networks for weaknesses',
      'Aspiring penetration testers who want a recognised milestone',
    ],
    prerequisites: ['We recommend CompTIA Network+ or equivalent knowledge'],
    outline: ['CompTIA Security+ (SY0-701)', 'CompTIA PenTest+ (PT0-003)'],
    pathBefore: ['comptia/network-plus'],
    pathAfter: ['comptia/network-security'],
    related: ['comptia/security-plus', 'comptia/pentest-plus', 'comptia/network-security'],
  },
  'network-security': {
    credential: stackable('CompTIA Security+, PenTest+ and CySA+'),
    audience: [
      'Network and security engineers defending and testing networks',
      'Analysts who want both offensive and defensive credentials',
    ],
    prerequisites: ['We recommend CompTIA Network+ or equivalent knowledge'],
    outline: [
      'CompTIA Security+ (SY0-701)',
      'CompTIA PenTest+ (PT0-003)',
      'CompTIA CySA+ (CS0-003)',
    ],
    pathBefore: ['comptia/cnvp'],
    pathAfter: ['comptia/casp-plus'],
    related: ['comptia/pentest-plus', 'comptia/cysa-plus', 'comptia/cnvp'],
  },
  'secure-cloud': {
    credential: stackable('CompTIA Security+ and Cloud+'),
    audience: [
      'Cloud administrators responsible for security',
      'Security staff supporting cloud and hybrid platforms',
    ],
    prerequisites: ['We recommend CompTIA Network+ or equivalent knowledge'],
    outline: ['CompTIA Security+ (SY0-701)', 'CompTIA Cloud+ (CV0-004)'],
    pathBefore: ['comptia/secure-infrastructure'],
    pathAfter: ['comptia/casp-plus'],
    related: ['comptia/cloud-plus', 'comptia/security-plus'],
  },
  'security-analytics': {
    credential: stackable('CompTIA Security+ and CySA+'),
    audience: [
      'SOC analysts building a defensive security career',
      'Administrators moving into security monitoring',
    ],
    prerequisites: ['We recommend CompTIA Network+ or equivalent knowledge'],
    outline: ['CompTIA Security+ (SY0-701)', 'CompTIA CySA+ (CS0-003)'],
    pathBefore: ['comptia/security-plus'],
    pathAfter: ['comptia/csae'],
    related: ['comptia/cysa-plus', 'comptia/csae'],
  },
};

export default details;
