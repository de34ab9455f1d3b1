import type { PecbSlug } from 'contracts';
import type { PecbDetails } from '../pecb';

/** The page content of each course of this category, by slug (its summary is in ../pecb.ts). */
const details: Record<PecbSlug<'cybersecurity'>, PecbDetails> = {
  'penetration-testing': {
    outline: [
      'Penetration testing concepts, ethics and legal considerations',
      'Planning and scoping a test',
      'Running the test: reconnaissance, exploitation and post-exploitation',
      'Analysing results and reporting',
      'Managing a penetration testing programme',
    ],
    related: ['pecb/ethical-hacking', 'comptia/pentest-plus'],
  },
  'cloud-security': {
    outline: [
      'Cloud computing concepts and shared responsibility',
      'Cloud security guidance in ISO/IEC 27017',
      'Protecting personal data in public clouds with ISO/IEC 27018',
      'Cloud security risk management and monitoring',
    ],
    related: ['comptia/cloud-plus', 'pecb/iso-27001'],
  },
  'computer-forensics': {
    outline: [
      'Forensic principles, evidence handling and chain of custody',
      'Acquiring evidence from computers and storage',
      'Analysing file systems, operating systems and networks',
      'Reporting findings and presenting evidence',
    ],
    related: ['pecb/digital-forensics', 'pecb/incident-response'],
  },
  cmmc: {
    outline: [
      'The CMMC programme and its levels',
      'Practices and their assessment',
      'Preparing an organisation for a CMMC assessment',
      'Documentation and continuous improvement',
    ],
  },
  'network-security': {
    outline: [
      'Network security concepts and architecture',
      'Designing and implementing network security controls',
      'Monitoring, testing and incident handling on networks',
      'Managing a network security programme',
    ],
    related: ['comptia/network-security', 'comptia/network-plus'],
  },
  'scada-security': {
    outline: [
      'Industrial control systems and SCADA architecture',
      'Threats and vulnerabilities in operational technology',
      'Designing and implementing an ICS security programme',
      'Incident response and continuity for industrial environments',
    ],
  },
};

export default details;
