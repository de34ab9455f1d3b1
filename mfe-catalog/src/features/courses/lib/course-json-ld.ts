import type { Course } from '../../../lib/course-data/types';

const schemaModes: Record<Course['modes'][number], string> = {
  online: 'Online',
  onsite: 'Onsite',
};

/**
 * schema.org `Course` for search engines; only facts the data holds, no price (none published).
 * `inLanguage` is the page's language, which its description and outline are written in; `url` is the page's
 * address in the language it is shown in.
 */
export function courseJsonLd(
  course: Course,
  brandName: string,
  url: string | undefined,
  inLanguage: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.summary,
    inLanguage,
    ...(course.examCodes ? { courseCode: course.examCodes.join(', ') } : {}),
    ...(url ? { url } : {}),
    provider: { '@type': 'Organization', name: brandName },
    educationalCredentialAwarded: course.credential,
    coursePrerequisites: course.prerequisites,
    teaches: course.outline,
    hasCourseInstance: course.modes.map((mode) => ({
      '@type': 'CourseInstance',
      courseMode: schemaModes[mode],
      courseWorkload: `PT${course.durationHours}H`,
      ...(mode === 'onsite' ? { location: { '@type': 'Place', name: 'New Delhi, India' } } : {}),
    })),
  };
}

/** JSON for a <script> element: `<` is escaped so the text can never close the script early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
