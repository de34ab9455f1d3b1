import { comptiaCourses } from './comptia';
import { courseId } from './course-links';
import { pecbCourses } from './pecb';
import type { Course, CourseId } from './types';

// Both vendors' data together: for the pages that show or search every course (/cer and the
// search) and the data test. A page of one vendor imports that vendor's module instead
// (README 'Chunks').

export * from './types';
export * from './course-links';
export { comptiaLevelTitles, pecbCategoryTitles } from './groups';
export { comptiaCourses, comptiaLevelInfo } from './comptia';
export { pecbCourses, pecbCategoryInfo } from './pecb';

export const allCourses: Course[] = [...comptiaCourses, ...pecbCourses];

const byId = new Map<string, Course>(allCourses.map((course) => [courseId(course), course]));

export function courseById(id: CourseId): Course | undefined {
  return byId.get(id);
}

export function findCourse(
  vendor: Course['vendor'],
  group: string,
  slug: string,
): Course | undefined {
  return allCourses.find((c) => c.vendor === vendor && c.group === group && c.slug === slug);
}
