import type { PecbSlug } from 'contracts';
import type { PecbDetails } from '../pecb';

/** The page content of each course of this category, by slug (its summary is in ../pecb.ts). */
const details: Record<PecbSlug<'technical-cybersecurity'>, PecbDetails> = {
  'ethical-hacking': {
    outline: [
      'Ethical hacking methodology and rules of engagement',
      'Reconnaissance and scanning',
      'Exploiting systems, web applications and networks',
      'Reporting and recommending remediation',
    ],
    related: ['pecb/penetration-testing', 'comptia/pentest-plus'],
  },
  ccta: {
    outline: [
      'Threat intelligence concepts and sources',
      'Adversary tactics, techniques and procedures',
      'Threat hunting and analysis',
      'Sharing and acting on intelligence',
    ],
    related: ['comptia/cysa-plus'],
  },
  'digital-forensics': {
    outline: [
      'Forensic process and evidence handling',
      'Disk, memory and mobile device analysis',
      'Network and cloud forensics',
      'Reporting and expert testimony',
    ],
    related: ['pecb/computer-forensics'],
  },
  'incident-response': {
    outline: [
      'Incident response life cycle and team organisation',
      'Detection and analysis',
      'Containment, eradication and recovery',
      'Post-incident activity and improvement',
    ],
    related: ['pecb/iso-27035', 'comptia/cysa-plus'],
  },
};

export default details;
