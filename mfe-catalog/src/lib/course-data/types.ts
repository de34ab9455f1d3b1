import type { CourseVendor } from 'contracts';

/** The vendors of contracts' course index. */
export type Vendor = CourseVendor;

/** A course's stable identity across vendors: slugs repeat between vendors (network-security). */
export type CourseId = `${'comptia' | 'pecb'}/${string}`;

/** How the course is delivered; 'online' is a live virtual classroom, 'onsite' our New Delhi centre. */
export type CourseMode = 'online' | 'onsite';

export interface ExamFormat {
  code: string;
  /** The vendor's maximum number of questions. */
  maxQuestions: number;
  minutes: number;
  /** As the vendor states it, e.g. '750 (on a scale of 100-900)'. */
  passingScore: string;
}

export interface CourseFaq {
  question: string;
  answer: string;
}

export interface Course {
  vendor: Vendor;
  /** CompTIA level or PECB category slug. */
  group: string;
  slug: string;
  title: string;
  summary: string;
  /** Only where the vendor publishes one and we are sure of it. */
  examCodes?: string[];
  /** Only where we are certain of the vendor's published figures. */
  examFormats?: ExamFormat[];
  /** Our own training offering. */
  durationHours: number;
  modes: CourseMode[];
  /** What a successful candidate holds at the end. */
  credential: string;
  audience: string[];
  prerequisites: string[];
  /** The domains of the exam objectives, or the course modules where there is no exam. */
  outline: string[];
  /** What usually comes before this course and what to take next. */
  pathBefore: CourseId[];
  pathAfter: CourseId[];
  related: CourseId[];
  faqs: CourseFaq[];
}

/**
 * What lists, cards and the search show of a course: each vendor's summaries module
 * (./comptia.ts, ./pecb.ts). The rest of a course is its own module (./comptia/<slug>.ts, ...).
 */
export type CourseSummary = Pick<
  Course,
  'vendor' | 'group' | 'slug' | 'title' | 'summary' | 'examCodes' | 'durationHours'
>;

export interface CourseGroup {
  slug: string;
  title: string;
  summary: string;
  /** Extra paragraphs for a group page that has its own content. */
  body?: string[];
}
