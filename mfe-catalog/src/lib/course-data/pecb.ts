import { PECB_COURSE_INDEX, PECB_COURSE_TITLES, type PecbSlug } from 'contracts';
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
    title: PECB_COURSE_TITLES['iso-27001'],
    summary: 'Implementing and managing an information security management system.',
  },
  'iso-27002': {
    title: PECB_COURSE_TITLES['iso-27002'],
    summary: 'Selecting and applying information security controls.',
  },
  'iso-27005': {
    title: PECB_COURSE_TITLES['iso-27005'],
    summary: 'Information security risk management.',
  },
  'iso-27034': {
    title: PECB_COURSE_TITLES['iso-27034'],
    summary: 'Security across the application life cycle.',
  },
  'iso-27035': {
    title: PECB_COURSE_TITLES['iso-27035'],
    summary: 'Planning for and handling security incidents.',
  },
  ciso: {
    title: PECB_COURSE_TITLES['ciso'],
    summary: 'Leading an information security programme.',
  },
  ebios: {
    title: PECB_COURSE_TITLES['ebios'],
    summary: 'Risk analysis with the EBIOS Risk Manager method.',
  },
  'penetration-testing': {
    title: PECB_COURSE_TITLES['penetration-testing'],
    summary: 'Managing and running penetration tests.',
  },
  'cloud-security': {
    title: PECB_COURSE_TITLES['cloud-security'],
    summary: 'Securing cloud services with ISO/IEC 27017 and 27018.',
  },
  'computer-forensics': {
    title: PECB_COURSE_TITLES['computer-forensics'],
    summary: 'Collecting and analysing digital evidence.',
  },
  cmmc: {
    title: PECB_COURSE_TITLES['cmmc'],
    summary: 'The Cybersecurity Maturity Model Certification programme.',
  },
  'network-security': {
    title: PECB_COURSE_TITLES['network-security'],
    summary: 'Protecting network infrastructure.',
  },
  'scada-security': {
    title: PECB_COURSE_TITLES['scada-security'],
    summary: 'Security for industrial control systems.',
  },
  'iso-9001': { title: PECB_COURSE_TITLES['iso-9001'], summary: 'Quality management systems.' },
  'iso-55001': { title: PECB_COURSE_TITLES['iso-55001'], summary: 'Asset management systems.' },
  'iso-13485': {
    title: PECB_COURSE_TITLES['iso-13485'],
    summary: 'Quality management for medical devices.',
  },
  'iso-21001': {
    title: PECB_COURSE_TITLES['iso-21001'],
    summary: 'Management systems for educational organisations.',
  },
  'iso-21502': {
    title: PECB_COURSE_TITLES['iso-21502'],
    summary: 'Guidance on project management.',
  },
  'iso-28000': {
    title: PECB_COURSE_TITLES['iso-28000'],
    summary: 'Security management for the supply chain.',
  },
  'six-sigma': {
    title: PECB_COURSE_TITLES['six-sigma'],
    summary: 'Process improvement with Lean Six Sigma.',
  },
  'iso-17025': {
    title: PECB_COURSE_TITLES['iso-17025'],
    summary: 'Competence of testing and calibration laboratories.',
  },
  'iso-20000': {
    title: PECB_COURSE_TITLES['iso-20000'],
    summary: 'Service management systems.',
  },
  'iso-31000': {
    title: PECB_COURSE_TITLES['iso-31000'],
    summary: 'Risk management principles and guidelines.',
  },
  'iso-37001': {
    title: PECB_COURSE_TITLES['iso-37001'],
    summary: 'Anti-bribery management systems.',
  },
  'iso-37000': {
    title: PECB_COURSE_TITLES['iso-37000'],
    summary: 'Good governance of organisations.',
  },
  'iso-37301': {
    title: PECB_COURSE_TITLES['iso-37301'],
    summary: 'Compliance management systems.',
  },
  'iso-38500': {
    title: PECB_COURSE_TITLES['iso-38500'],
    summary: 'Governance of IT for the organisation.',
  },
  'internal-auditor': {
    title: PECB_COURSE_TITLES['internal-auditor'],
    summary: 'Internal audit practice.',
  },
  'operational-risk': {
    title: PECB_COURSE_TITLES['operational-risk'],
    summary: 'Managing operational risk.',
  },
  'ai-professional': {
    title: PECB_COURSE_TITLES['ai-professional'],
    summary: 'Foundations of applying AI responsibly.',
  },
  'ai-risk-management': {
    title: PECB_COURSE_TITLES['ai-risk-management'],
    summary: 'Managing risks of AI systems.',
  },
  'iso-42001': { title: PECB_COURSE_TITLES['iso-42001'], summary: 'AI management systems.' },
  gdpr: {
    title: PECB_COURSE_TITLES['gdpr'],
    summary: 'The role of a data protection officer under the GDPR.',
  },
  'iso-27701': {
    title: PECB_COURSE_TITLES['iso-27701'],
    summary: 'Privacy information management systems.',
  },
  'iso-22301': {
    title: PECB_COURSE_TITLES['iso-22301'],
    summary: 'Business continuity management systems.',
  },
  'crisis-management': {
    title: PECB_COURSE_TITLES['crisis-management'],
    summary: 'Preparing for and leading through a crisis.',
  },
  dora: {
    title: PECB_COURSE_TITLES['dora'],
    summary: 'The EU regulation on digital operational resilience.',
  },
  'disaster-recovery': {
    title: PECB_COURSE_TITLES['disaster-recovery'],
    summary: 'Planning ICT disaster recovery.',
  },
  'operational-resilience': {
    title: PECB_COURSE_TITLES['operational-resilience'],
    summary: 'Keeping critical operations running.',
  },
  'ethical-hacking': {
    title: PECB_COURSE_TITLES['ethical-hacking'],
    summary: 'Ethical hacking techniques and methodology.',
  },
  ccta: {
    title: PECB_COURSE_TITLES['ccta'],
    summary: 'Analysing threats and adversary behaviour.',
  },
  'digital-forensics': {
    title: PECB_COURSE_TITLES['digital-forensics'],
    summary: 'Forensic investigation of digital systems.',
  },
  'incident-response': {
    title: PECB_COURSE_TITLES['incident-response'],
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
