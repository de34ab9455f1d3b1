import { PECB_COURSE_INDEX } from 'contracts';
import type { PecbCategory } from 'shared';
import { english, translateTexts, type Translate } from './course-texts';
import { pecbCategoryTitles } from './groups';
import { pecbListTexts } from './pecb-list-texts';
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

export const pecbCourses: CourseSummary[] = PECB_COURSE_INDEX.map((course) => ({
  ...course,
  ...pecbListTexts[course.slug],
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
