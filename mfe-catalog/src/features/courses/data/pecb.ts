import type { PecbCategory } from 'shared';
import {
  english,
  translateTexts,
  type Translate,
} from './course-texts';
import { pecbCategoryTitles } from './groups';
import type { Course, CourseFaq, CourseGroup, CourseId, CourseSummary } from './types';

// PECB's categories and courses as the lists, cards and the search show them, and how a course's
// page content is completed. Each course's own content is a module of its own under ./pecb/, so
// a course page loads its course only (README 'Chunks').

export const pecbCategoryInfo: Record<PecbCategory, CourseGroup> = {
  'information-security': {
    slug: 'information-security',
    title: pecbCategoryTitles['information-security'],
    summary: 'ISO/IEC 27000 family management systems and leadership.',
  },
  cybersecurity: {
    slug: 'cybersecurity',
    title: pecbCategoryTitles.cybersecurity,
    summary: 'Protecting systems, networks and cloud services.',
  },
  quality: {
    slug: 'quality',
    title: pecbCategoryTitles.quality,
    summary: 'Quality, asset, laboratory and service management standards.',
  },
  governance: {
    slug: 'governance',
    title: pecbCategoryTitles.governance,
    summary: 'Risk, anti-bribery, compliance and IT governance.',
  },
  'artificial-intelligence': {
    slug: 'artificial-intelligence',
    title: pecbCategoryTitles['artificial-intelligence'],
    summary: 'Responsible AI management and risk.',
  },
  privacy: {
    slug: 'privacy',
    title: pecbCategoryTitles.privacy,
    summary: 'GDPR and privacy information management.',
  },
  continuity: {
    slug: 'continuity',
    title: pecbCategoryTitles.continuity,
    summary: 'Business continuity, crisis management and operational resilience.',
  },
  'technical-cybersecurity': {
    slug: 'technical-cybersecurity',
    title: pecbCategoryTitles['technical-cybersecurity'],
    summary: 'Hands-on offensive and defensive security.',
  },
  'digital-transformation': {
    slug: 'digital-transformation',
    title: pecbCategoryTitles['digital-transformation'],
    summary: 'Leading technology-driven change in organisations.',
    body: [
      'Digital transformation is less about buying new technology than about changing how an organisation works: its processes, its culture and the way it serves customers. Projects fail when strategy, people and technology move at different speeds.',
      'Our digital transformation programmes help managers and team leads plan change, choose what to digitise first, measure progress and keep security, privacy and continuity in view from the start.',
      'Batches are arranged on demand for teams and individuals, online or at our New Delhi centre. Tell us about your organisation and we will suggest the right mix of PECB training, including courses from our governance, quality and artificial intelligence categories.',
    ],
  },
};

/** Our standard PECB training: five days of instructor-led study, online or in New Delhi. */
export const STANDARD_HOURS = 35;

const s = (group: PecbCategory, slug: string, title: string, summary: string): CourseSummary => ({
  vendor: 'PECB',
  group,
  slug,
  title,
  summary,
  durationHours: STANDARD_HOURS,
});

export const pecbCourses: CourseSummary[] = [
  s('information-security', 'iso-27001', 'ISO/IEC 27001 Lead Implementer', 'Implementing and managing an information security management system.'),
  s('information-security', 'iso-27002', 'ISO/IEC 27002 Information Security Controls', 'Selecting and applying information security controls.'),
  s('information-security', 'iso-27005', 'ISO/IEC 27005 Risk Manager', 'Information security risk management.'),
  s('information-security', 'iso-27034', 'ISO/IEC 27034 Application Security', 'Security across the application life cycle.'),
  s('information-security', 'iso-27035', 'ISO/IEC 27035 Incident Management', 'Planning for and handling security incidents.'),
  s('information-security', 'ciso', 'Chief Information Security Officer (CISO)', 'Leading an information security programme.'),
  s('information-security', 'ebios', 'EBIOS Risk Manager', 'Risk analysis with the EBIOS Risk Manager method.'),
  s('cybersecurity', 'penetration-testing', 'Lead Pen Test Professional', 'Managing and running penetration tests.'),
  s('cybersecurity', 'cloud-security', 'Lead Cloud Security Manager', 'Securing cloud services with ISO/IEC 27017 and 27018.'),
  s('cybersecurity', 'computer-forensics', 'Computer Forensics Examiner', 'Collecting and analysing digital evidence.'),
  s('cybersecurity', 'cmmc', 'CMMC', 'The Cybersecurity Maturity Model Certification programme.'),
  s('cybersecurity', 'network-security', 'Lead Network Security Manager', 'Protecting network infrastructure.'),
  s('cybersecurity', 'scada-security', 'Lead SCADA Security Manager', 'Security for industrial control systems.'),
  s('quality', 'iso-9001', 'ISO 9001 Lead Implementer', 'Quality management systems.'),
  s('quality', 'iso-55001', 'ISO 55001 Asset Management', 'Asset management systems.'),
  s('quality', 'iso-13485', 'ISO 13485 Medical Devices', 'Quality management for medical devices.'),
  s('quality', 'iso-21001', 'ISO 21001 Educational Organizations', 'Management systems for educational organisations.'),
  s('quality', 'iso-21502', 'ISO 21502 Project Management', 'Guidance on project management.'),
  s('quality', 'iso-28000', 'ISO 28000 Supply Chain Security', 'Security management for the supply chain.'),
  s('quality', 'six-sigma', 'Lean Six Sigma', 'Process improvement with Lean Six Sigma.'),
  s('quality', 'iso-17025', 'ISO/IEC 17025 Laboratories', 'Competence of testing and calibration laboratories.'),
  s('quality', 'iso-20000', 'ISO/IEC 20000 IT Service Management', 'Service management systems.'),
  s('governance', 'iso-31000', 'ISO 31000 Risk Manager', 'Risk management principles and guidelines.'),
  s('governance', 'iso-37001', 'ISO 37001 Anti-bribery', 'Anti-bribery management systems.'),
  s('governance', 'iso-37000', 'ISO 37000 Governance of Organizations', 'Good governance of organisations.'),
  s('governance', 'iso-37301', 'ISO 37301 Compliance Management', 'Compliance management systems.'),
  s('governance', 'iso-38500', 'ISO/IEC 38500 IT Governance', 'Governance of IT for the organisation.'),
  s('governance', 'internal-auditor', 'Certified Internal Auditor', 'Internal audit practice.'),
  s('governance', 'operational-risk', 'Operational Risk Management', 'Managing operational risk.'),
  s('artificial-intelligence', 'ai-professional', 'Certified AI Professional', 'Foundations of applying AI responsibly.'),
  s('artificial-intelligence', 'ai-risk-management', 'AI Risk Manager', 'Managing risks of AI systems.'),
  s('artificial-intelligence', 'iso-42001', 'ISO/IEC 42001 Lead Implementer', 'AI management systems.'),
  s('privacy', 'gdpr', 'Certified Data Protection Officer (GDPR)', 'The role of a data protection officer under the GDPR.'),
  s('privacy', 'iso-27701', 'ISO/IEC 27701 Lead Implementer', 'Privacy information management systems.'),
  s('continuity', 'iso-22301', 'ISO 22301 Lead Implementer', 'Business continuity management systems.'),
  s('continuity', 'crisis-management', 'Crisis Management', 'Preparing for and leading through a crisis.'),
  s('continuity', 'dora', 'Digital Operational Resilience Act (DORA)', 'The EU regulation on digital operational resilience.'),
  s('continuity', 'disaster-recovery', 'Disaster Recovery', 'Planning ICT disaster recovery.'),
  s('continuity', 'operational-resilience', 'Operational Resilience', 'Keeping critical operations running.'),
  s('technical-cybersecurity', 'ethical-hacking', 'Certified Ethical Hacker (PECB)', 'Ethical hacking techniques and methodology.'),
  s('technical-cybersecurity', 'ccta', 'Cybersecurity Threat Analyst', 'Analysing threats and adversary behaviour.'),
  s('technical-cybersecurity', 'digital-forensics', 'Digital Forensics', 'Forensic investigation of digital systems.'),
  s('technical-cybersecurity', 'incident-response', 'Incident Response', 'Detecting, containing and recovering from incidents.'),
];

interface CategoryDefaults {
  audience: string[];
  prerequisites: string[];
}

const defaults: Record<Exclude<PecbCategory, 'digital-transformation'>, CategoryDefaults> = {
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

function standardFaqs(title: string, hours: number, tr: Translate): CourseFaq[] {
  return [
    {
      question: tr('How long is the {title} course?', { title }),
      answer: tr(
        '{hours} hours of instructor-led training, usually as five full days or in evening and weekend batches. The PECB exam follows the training.',
        { hours },
      ),
    },
    {
      question: tr('Is the PECB exam included?'),
      answer: tr(
        'We quote training, course materials and the PECB exam together or separately, whichever suits you; ask us when you enquire.',
      ),
    },
    {
      question: tr('Can I attend online?'),
      answer: tr(
        'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre.',
      ),
    },
  ];
}

type CourseCategory = keyof typeof defaults;

/** A PECB course's page content; its name and summary are in ./pecb.ts. */
export interface PecbDetails {
  outline: string[];
  audience?: string[];
  prerequisites?: string[];
  pathBefore?: CourseId[];
  pathAfter?: CourseId[];
  related?: CourseId[];
  faqs?: CourseFaq[];
}

/**
 * The whole course: its summary with `details` (its module under ./pecb/), the category's
 * audience and prerequisites unless it has its own, and the standard FAQs, its texts in the
 * language of `tr` (./course-texts.ts). A course without hand-picked related courses gets its
 * category neighbours. load-courses.ts puts them together, so a course's chunk holds its own
 * content only.
 */
export function buildCourse(slug: string, details: PecbDetails, tr: Translate = english): Course {
  const summary = pecbCourses.find((course) => course.slug === slug);
  if (!summary) throw new Error(`No PECB course '${slug}' in pecb.ts`);
  const group = summary.group as CourseCategory;
  const neighbours = pecbCourses
    .filter((other) => other.group === group && other.slug !== slug)
    .slice(0, 3)
    .map((other): CourseId => `pecb/${other.slug}`);
  const own = translateTexts({ ...defaults[group], ...details, summary: summary.summary }, tr);
  return {
    ...summary,
    modes: ['online', 'onsite'],
    pathBefore: [],
    pathAfter: [],
    credential: tr('PECB certification: {title}', { title: summary.title }),
    ...own,
    related: details.related && details.related.length > 0 ? details.related : neighbours,
    faqs: [...(own.faqs ?? []), ...standardFaqs(summary.title, STANDARD_HOURS, tr)],
  };
}
