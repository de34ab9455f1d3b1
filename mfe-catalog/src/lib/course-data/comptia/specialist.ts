import type { ComptiaSlug } from 'contracts';
import type { ComptiaDetails } from '../comptia';
import { exam, scaled, stackable } from '../comptia-helpers';

/** The page content of each course of this level, by slug (its summary is in ../comptia.ts). */
const details: Record<ComptiaSlug<'specialist'>, ComptiaDetails> = {
  'a-plus': {
    examFormats: [exam('220-1201', 90, 90, scaled(675)), exam('220-1202', 90, 90, scaled(700))],
    audience: [
      'School leavers and graduates starting a career in IT support',
      'Help-desk and desktop support staff who want a recognised credential',
      'Career changers who want a structured first step into IT',
    ],
    prerequisites: [
      'No formal prerequisite',
      'Comfort using a computer; around a year of hands-on tinkering helps but is not required',
    ],
    outline: [
      'Core 1 (220-1201): Mobile Devices',
      'Core 1 (220-1201): Networking',
      'Core 1 (220-1201): Hardware',
      'Core 1 (220-1201): Virtualization and Cloud Computing',
      'Core 1 (220-1201): Hardware and Network Troubleshooting',
      'Core 2 (220-1202): Operating Systems',
      'Core 2 (220-1202): Security',
      'Core 2 (220-1202): Software Troubleshooting',
      'Core 2 (220-1202): Operational Procedures',
    ],
    pathAfter: ['comptia/network-plus', 'comptia/security-plus'],
    related: ['comptia/network-plus', 'comptia/secure-infrastructure'],
    faqs: [
      {
        question: 'Do I need to pass both A+ exams?',
        answer:
          'Yes. A+ has two exams, Core 1 and Core 2, and you need both for the certification. Our 80-hour course prepares you for both, and you can sit them in either order.',
      },
    ],
  },
  'network-plus': {
    examFormats: [exam('N10-009', 90, 90, scaled(720))],
    audience: [
      'Junior network administrators and NOC technicians',
      'IT support staff moving into networking',
      'Anyone preparing for Security+ who wants solid networking foundations',
    ],
    prerequisites: [
      'We recommend CompTIA A+ or equivalent knowledge',
      'Some hands-on experience with networks is helpful',
    ],
    outline: [
      'Networking Concepts',
      'Network Implementation',
      'Network Operations',
      'Network Security',
      'Network Troubleshooting',
    ],
    pathBefore: ['comptia/a-plus'],
    pathAfter: ['comptia/security-plus', 'comptia/cloud-plus'],
    related: ['comptia/security-plus', 'comptia/secure-infrastructure'],
  },
  'security-plus': {
    examFormats: [exam('SY0-701', 90, 90, scaled(750))],
    audience: [
      'System and network administrators taking on security duties',
      'Junior security analysts and SOC team members',
      'IT professionals who need a recognised baseline security certification',
    ],
    prerequisites: [
      'We recommend CompTIA Network+ or equivalent knowledge',
      'About two years of IT administration experience with a security focus helps',
    ],
    outline: [
      'General Security Concepts',
      'Threats, Vulnerabilities, and Mitigations',
      'Security Architecture',
      'Security Operations',
      'Security Program Management and Oversight',
    ],
    pathBefore: ['comptia/network-plus'],
    pathAfter: ['comptia/cysa-plus', 'comptia/pentest-plus', 'comptia/cloud-plus'],
    related: ['comptia/cysa-plus', 'comptia/pentest-plus', 'comptia/secure-infrastructure'],
    faqs: [
      {
        question: 'What does the Security+ exam look like?',
        answer:
          'The exam has a maximum of 90 questions, multiple-choice and performance-based, in 90 minutes. The passing score is 750 on a scale of 100-900. Our practice tests follow the same format.',
      },
    ],
  },
  'secure-infrastructure': {
    credential: stackable('CompTIA A+, Network+ and Security+'),
    audience: [
      'Newcomers who want a complete, guided route into infrastructure security',
      'Support technicians planning the full A+, Network+ and Security+ journey',
    ],
    prerequisites: ['No formal prerequisite; we start from A+ fundamentals'],
    outline: [
      'CompTIA A+ (220-1201 and 220-1202)',
      'CompTIA Network+ (N10-009)',
      'CompTIA Security+ (SY0-701)',
    ],
    pathAfter: ['comptia/cysa-plus', 'comptia/secure-cloud'],
    related: ['comptia/a-plus', 'comptia/network-plus', 'comptia/security-plus'],
  },
};

export default details;
