import type { ComptiaLevel } from 'shared';
import { comptiaLevelTitles } from './groups';
import type { Course, CourseFaq, CourseGroup, CourseId, ExamFormat } from './types';

export const comptiaLevelInfo: Record<ComptiaLevel, CourseGroup> = {
  specialist: {
    slug: 'specialist',
    title: comptiaLevelTitles.specialist,
    summary: 'Core certifications that start an IT, networking or security career.',
  },
  professional: {
    slug: 'professional',
    title: comptiaLevelTitles.professional,
    summary: 'Role-based certifications and stackable pathways for practitioners.',
  },
  expert: {
    slug: 'expert',
    title: comptiaLevelTitles.expert,
    summary: 'Advanced security architecture and engineering.',
  },
};

const bothModes: Course['modes'] = ['online', 'onsite'];

/** Scaled scores: CompTIA reports results on a 100-900 scale. */
const scaled = (score: number) => `${score} (on a scale of 100-900)`;

const exam = (
  code: string,
  maxQuestions: number,
  minutes: number,
  passingScore: string,
): ExamFormat => ({ code, maxQuestions, minutes, passingScore });

/** Questions every CompTIA visitor asks us; the course-specific ones come first. */
function standardFaqs(title: string, hasExam: boolean): CourseFaq[] {
  return [
    hasExam
      ? {
          question: `Can you provide the ${title} exam voucher?`,
          answer:
            'Yes. We can supply the exam voucher with the training or on its own; ask us for the current voucher price when you enquire. The exam itself is taken at a Pearson VUE test centre or online with remote proctoring.',
        }
      : {
          question: `Is there a separate exam for ${title}?`,
          answer:
            'No. This is a stackable certification: CompTIA awards it automatically once you hold all of the certifications it combines. We train and prepare you for each of those exams.',
        },
    {
      question: 'Can I join from outside New Delhi?',
      answer:
        'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre, with the same trainer, labs and practice tests.',
    },
  ];
}

interface ComptiaInput {
  group: ComptiaLevel;
  slug: string;
  title: string;
  summary: string;
  examCodes?: string[];
  examFormats?: ExamFormat[];
  durationHours: number;
  credential?: string;
  audience: string[];
  prerequisites: string[];
  outline: string[];
  pathBefore?: CourseId[];
  pathAfter?: CourseId[];
  related: CourseId[];
  faqs?: CourseFaq[];
}

const c = (input: ComptiaInput): Course => ({
  vendor: 'CompTIA',
  modes: bothModes,
  credential: input.credential ?? input.title,
  pathBefore: [],
  pathAfter: [],
  ...input,
  faqs: [...(input.faqs ?? []), ...standardFaqs(input.title, Boolean(input.examCodes))],
});

const stackable = (names: string) =>
  `${names} — CompTIA awards this stackable certification once all of them are held`;

export const comptiaCourses: Course[] = [
  c({
    group: 'specialist',
    slug: 'a-plus',
    title: 'CompTIA A+',
    summary: 'Hardware, operating systems, troubleshooting and support fundamentals.',
    examCodes: ['220-1201', '220-1202'],
    examFormats: [exam('220-1201', 90, 90, scaled(675)), exam('220-1202', 90, 90, scaled(700))],
    durationHours: 80,
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
  }),
  c({
    group: 'specialist',
    slug: 'network-plus',
    title: 'CompTIA Network+',
    summary: 'Designing, running and troubleshooting wired and wireless networks.',
    examCodes: ['N10-009'],
    examFormats: [exam('N10-009', 90, 90, scaled(720))],
    durationHours: 40,
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
  }),
  c({
    group: 'specialist',
    slug: 'security-plus',
    title: 'CompTIA Security+',
    summary: 'The baseline skills for any cybersecurity role.',
    examCodes: ['SY0-701'],
    examFormats: [exam('SY0-701', 90, 90, scaled(750))],
    durationHours: 40,
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
  }),
  c({
    group: 'specialist',
    slug: 'secure-infrastructure',
    title: 'CompTIA Secure Infrastructure Specialist',
    summary: 'A stackable pathway combining A+, Network+ and Security+.',
    durationHours: 160,
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
  }),
  c({
    group: 'professional',
    slug: 'cysa-plus',
    title: 'CompTIA CySA+',
    summary: 'Security analytics, threat detection and incident response.',
    examCodes: ['CS0-003'],
    examFormats: [exam('CS0-003', 85, 165, scaled(750))],
    durationHours: 40,
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
  }),
  c({
    group: 'professional',
    slug: 'pentest-plus',
    title: 'CompTIA PenTest+',
    summary: 'Planning and running penetration tests and reporting findings.',
    examCodes: ['PT0-003'],
    examFormats: [exam('PT0-003', 90, 165, scaled(750))],
    durationHours: 40,
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
  }),
  c({
    group: 'professional',
    slug: 'cloud-plus',
    title: 'CompTIA Cloud+',
    summary: 'Deploying, securing and operating cloud infrastructure.',
    examCodes: ['CV0-004'],
    examFormats: [exam('CV0-004', 90, 90, scaled(750))],
    durationHours: 40,
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
  }),
  c({
    group: 'professional',
    slug: 'cnvp',
    title: 'CompTIA Network Vulnerability Assessment Professional (CNVP)',
    summary: 'A stackable pathway for network vulnerability assessment.',
    durationHours: 80,
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
  }),
  c({
    group: 'professional',
    slug: 'network-security',
    title: 'CompTIA Network Security Professional',
    summary: 'A stackable pathway for network security practitioners.',
    durationHours: 120,
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
  }),
  c({
    group: 'professional',
    slug: 'secure-cloud',
    title: 'CompTIA Secure Cloud Professional',
    summary: 'A stackable pathway combining Security+ and Cloud+.',
    durationHours: 80,
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
  }),
  c({
    group: 'professional',
    slug: 'security-analytics',
    title: 'CompTIA Security Analytics Professional',
    summary: 'A stackable pathway combining Security+ and CySA+.',
    durationHours: 80,
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
  }),
  c({
    group: 'expert',
    slug: 'casp-plus',
    title: 'CompTIA SecurityX (formerly CASP+)',
    summary: 'Enterprise security architecture and engineering at expert level.',
    examCodes: ['CAS-005'],
    examFormats: [exam('CAS-005', 90, 165, 'Pass/fail only; no scaled score is given')],
    durationHours: 40,
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
  }),
  c({
    group: 'expert',
    slug: 'csae',
    title: 'CompTIA Security Analytics Expert (CSAE)',
    summary: 'A stackable pathway at expert level for security analytics.',
    durationHours: 120,
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
  }),
];
