import { COMPTIA_COURSE_INDEX, COMPTIA_COURSE_TITLES, type ComptiaSlug } from 'contracts';
import type { ComptiaLevel } from 'shared';
import { english, translateTexts, type Translate } from './course-texts';
import { comptiaLevelTitles } from './groups';
import type { Course, CourseFaq, CourseGroup, CourseId, CourseSummary, ExamFormat } from './types';

// CompTIA's levels and courses as the lists, cards and the search show them, and how a course's
// page content is completed. Each course's own content (exam formats, outline, FAQs...) is a
// module of its own under ./comptia/, so a course page loads its course only (README 'Chunks').

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

/** What the lists show of each CompTIA course, by its slug in the course index (contracts). */
const listTexts: Record<ComptiaSlug, Omit<CourseSummary, 'vendor' | 'group' | 'slug'>> = {
  'a-plus': {
    title: COMPTIA_COURSE_TITLES['a-plus'],
    summary: 'Hardware, operating systems, troubleshooting and support fundamentals.',
    examCodes: ['220-1201', '220-1202'],
    durationHours: 80,
  },
  'network-plus': {
    title: COMPTIA_COURSE_TITLES['network-plus'],
    summary: 'Designing, running and troubleshooting wired and wireless networks.',
    examCodes: ['N10-009'],
    durationHours: 40,
  },
  'security-plus': {
    title: COMPTIA_COURSE_TITLES['security-plus'],
    summary: 'The baseline skills for any cybersecurity role.',
    examCodes: ['SY0-701'],
    durationHours: 40,
  },
  'secure-infrastructure': {
    title: COMPTIA_COURSE_TITLES['secure-infrastructure'],
    summary: 'A stackable pathway combining A+, Network+ and Security+.',
    durationHours: 160,
  },
  'cysa-plus': {
    title: COMPTIA_COURSE_TITLES['cysa-plus'],
    summary: 'Security analytics, threat detection and incident response.',
    examCodes: ['CS0-003'],
    durationHours: 40,
  },
  'pentest-plus': {
    title: COMPTIA_COURSE_TITLES['pentest-plus'],
    summary: 'Planning and running penetration tests and reporting findings.',
    examCodes: ['PT0-003'],
    durationHours: 40,
  },
  'cloud-plus': {
    title: COMPTIA_COURSE_TITLES['cloud-plus'],
    summary: 'Deploying, securing and operating cloud infrastructure.',
    examCodes: ['CV0-004'],
    durationHours: 40,
  },
  cnvp: {
    title: COMPTIA_COURSE_TITLES['cnvp'],
    summary: 'A stackable pathway for network vulnerability assessment.',
    durationHours: 80,
  },
  'network-security': {
    title: COMPTIA_COURSE_TITLES['network-security'],
    summary: 'A stackable pathway for network security practitioners.',
    durationHours: 120,
  },
  'secure-cloud': {
    title: COMPTIA_COURSE_TITLES['secure-cloud'],
    summary: 'A stackable pathway combining Security+ and Cloud+.',
    durationHours: 80,
  },
  'security-analytics': {
    title: COMPTIA_COURSE_TITLES['security-analytics'],
    summary: 'A stackable pathway combining Security+ and CySA+.',
    durationHours: 80,
  },
  'casp-plus': {
    title: COMPTIA_COURSE_TITLES['casp-plus'],
    summary: 'Enterprise security architecture and engineering at expert level.',
    examCodes: ['CAS-005'],
    durationHours: 40,
  },
  csae: {
    title: COMPTIA_COURSE_TITLES['csae'],
    summary: 'A stackable pathway at expert level for security analytics.',
    durationHours: 120,
  },
};

export const comptiaCourses: CourseSummary[] = COMPTIA_COURSE_INDEX.map((course) => ({
  ...course,
  ...listTexts[course.slug],
}));

const bothModes: Course['modes'] = ['online', 'onsite'];

/** Questions every CompTIA visitor asks us; the course-specific ones come first. */
function standardFaqs(title: string, hasExam: boolean, tr: Translate): CourseFaq[] {
  return [
    hasExam
      ? {
          question: tr('Can you provide the {title} exam voucher?', { title }),
          answer: tr(
            'Yes. We can supply the exam voucher with the training or on its own; ask us for the current voucher price when you enquire. The exam itself is taken at a Pearson VUE test centre or online with remote proctoring.',
          ),
        }
      : {
          question: tr('Is there a separate exam for {title}?', { title }),
          answer: tr(
            'No. This is a stackable certification: CompTIA awards it automatically once you hold all of the certifications it combines. We train and prepare you for each of those exams.',
          ),
        },
    {
      question: tr('Can I join from outside New Delhi?'),
      answer: tr(
        'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre, with the same trainer, labs and practice tests.',
      ),
    },
  ];
}

/** A CompTIA course's page content; its name, summary, exam codes and hours are in ./comptia.ts. */
export interface ComptiaDetails {
  examFormats?: ExamFormat[];
  credential?: string;
  audience: string[];
  prerequisites: string[];
  outline: string[];
  pathBefore?: CourseId[];
  pathAfter?: CourseId[];
  related: CourseId[];
  faqs?: CourseFaq[];
}

/**
 * The whole course: its summary with `details` (its module under ./comptia/) and the standard
 * FAQs, its texts in the language of `tr` (./course-texts.ts). load-courses.ts puts them
 * together, so a course's chunk holds its own content only.
 */
export function buildCourse(
  slug: string,
  details: ComptiaDetails,
  tr: Translate = english,
): Course {
  const summary = comptiaCourses.find((course) => course.slug === slug);
  if (!summary) throw new Error(`No CompTIA course '${slug}' in comptia.ts`);
  const own = translateTexts({ ...details, summary: summary.summary }, tr);
  return {
    modes: bothModes,
    pathBefore: [],
    pathAfter: [],
    credential: summary.title,
    ...summary,
    ...own,
    faqs: [...(own.faqs ?? []), ...standardFaqs(summary.title, Boolean(summary.examCodes), tr)],
  };
}
