import { PECB_COURSE_INDEX, type PecbSlug } from 'contracts';
import type { PecbCategory } from 'shared';
import { english, translateTexts, type Translate } from './course-texts';
import { pecbCategoryTitles } from './groups';
import { categoryDefaults as defaults } from './pecb-category-defaults';
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

/** What the lists show of each PECB course, by its slug in the course index (contracts). */
const listTexts: Record<PecbSlug, { title: string; summary: string }> = {
  'iso-27001': {
    title: 'ISO/IEC 27001 Lead Implementer',
    summary: 'Implementing and managing an information security management system.',
  },
  'iso-27002': {
    title: 'ISO/IEC 27002 Information Security Controls',
    summary: 'Selecting and applying information security controls.',
  },
  'iso-27005': {
    title: 'ISO/IEC 27005 Risk Manager',
    summary: 'Information security risk management.',
  },
  'iso-27034': {
    title: 'ISO/IEC 27034 Application Security',
    summary: 'Security across the application life cycle.',
  },
  'iso-27035': {
    title: 'ISO/IEC 27035 Incident Management',
    summary: 'Planning for and handling security incidents.',
  },
  ciso: {
    title: 'Chief Information Security Officer (CISO)',
    summary: 'Leading an information security programme.',
  },
  ebios: {
    title: 'EBIOS Risk Manager',
    summary: 'Risk analysis with the EBIOS Risk Manager method.',
  },
  'penetration-testing': {
    title: 'Lead Pen Test Professional',
    summary: 'Managing and running penetration tests.',
  },
  'cloud-security': {
    title: 'Lead Cloud Security Manager',
    summary: 'Securing cloud services with ISO/IEC 27017 and 27018.',
  },
  'computer-forensics': {
    title: 'Computer Forensics Examiner',
    summary: 'Collecting and analysing digital evidence.',
  },
  cmmc: { title: 'CMMC', summary: 'The Cybersecurity Maturity Model Certification programme.' },
  'network-security': {
    title: 'Lead Network Security Manager',
    summary: 'Protecting network infrastructure.',
  },
  'scada-security': {
    title: 'Lead SCADA Security Manager',
    summary: 'Security for industrial control systems.',
  },
  'iso-9001': { title: 'ISO 9001 Lead Implementer', summary: 'Quality management systems.' },
  'iso-55001': { title: 'ISO 55001 Asset Management', summary: 'Asset management systems.' },
  'iso-13485': {
    title: 'ISO 13485 Medical Devices',
    summary: 'Quality management for medical devices.',
  },
  'iso-21001': {
    title: 'ISO 21001 Educational Organizations',
    summary: 'Management systems for educational organisations.',
  },
  'iso-21502': {
    title: 'ISO 21502 Project Management',
    summary: 'Guidance on project management.',
  },
  'iso-28000': {
    title: 'ISO 28000 Supply Chain Security',
    summary: 'Security management for the supply chain.',
  },
  'six-sigma': { title: 'Lean Six Sigma', summary: 'Process improvement with Lean Six Sigma.' },
  'iso-17025': {
    title: 'ISO/IEC 17025 Laboratories',
    summary: 'Competence of testing and calibration laboratories.',
  },
  'iso-20000': {
    title: 'ISO/IEC 20000 IT Service Management',
    summary: 'Service management systems.',
  },
  'iso-31000': {
    title: 'ISO 31000 Risk Manager',
    summary: 'Risk management principles and guidelines.',
  },
  'iso-37001': { title: 'ISO 37001 Anti-bribery', summary: 'Anti-bribery management systems.' },
  'iso-37000': {
    title: 'ISO 37000 Governance of Organizations',
    summary: 'Good governance of organisations.',
  },
  'iso-37301': {
    title: 'ISO 37301 Compliance Management',
    summary: 'Compliance management systems.',
  },
  'iso-38500': {
    title: 'ISO/IEC 38500 IT Governance',
    summary: 'Governance of IT for the organisation.',
  },
  'internal-auditor': { title: 'Certified Internal Auditor', summary: 'Internal audit practice.' },
  'operational-risk': {
    title: 'Operational Risk Management',
    summary: 'Managing operational risk.',
  },
  'ai-professional': {
    title: 'Certified AI Professional',
    summary: 'Foundations of applying AI responsibly.',
  },
  'ai-risk-management': { title: 'AI Risk Manager', summary: 'Managing risks of AI systems.' },
  'iso-42001': { title: 'ISO/IEC 42001 Lead Implementer', summary: 'AI management systems.' },
  gdpr: {
    title: 'Certified Data Protection Officer (GDPR)',
    summary: 'The role of a data protection officer under the GDPR.',
  },
  'iso-27701': {
    title: 'ISO/IEC 27701 Lead Implementer',
    summary: 'Privacy information management systems.',
  },
  'iso-22301': {
    title: 'ISO 22301 Lead Implementer',
    summary: 'Business continuity management systems.',
  },
  'crisis-management': {
    title: 'Crisis Management',
    summary: 'Preparing for and leading through a crisis.',
  },
  dora: {
    title: 'Digital Operational Resilience Act (DORA)',
    summary: 'The EU regulation on digital operational resilience.',
  },
  'disaster-recovery': { title: 'Disaster Recovery', summary: 'Planning ICT disaster recovery.' },
  'operational-resilience': {
    title: 'Operational Resilience',
    summary: 'Keeping critical operations running.',
  },
  'ethical-hacking': {
    title: 'Certified Ethical Hacker (PECB)',
    summary: 'Ethical hacking techniques and methodology.',
  },
  ccta: {
    title: 'Cybersecurity Threat Analyst',
    summary: 'Analysing threats and adversary behaviour.',
  },
  'digital-forensics': {
    title: 'Digital Forensics',
    summary: 'Forensic investigation of digital systems.',
  },
  'incident-response': {
    title: 'Incident Response',
    summary: 'Detecting, containing and recovering from incidents.',
  },
};

export const pecbCourses: CourseSummary[] = PECB_COURSE_INDEX.map((course) => ({
  ...course,
  ...listTexts[course.slug],
  durationHours: STANDARD_HOURS,
}));

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
