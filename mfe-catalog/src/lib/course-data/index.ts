import { comptiaCourses } from './comptia';
import { courseId } from './course-links';
import { loadCourse } from './load-courses';
import { pecbCourses } from './pecb';
import type { Course, CourseId, CourseSummary } from './types';

// Both vendors' data together, for the tests (the data test, the search, the JSON-LD). Pages
// import one vendor's summaries or one course instead (README 'Chunks').

export * from './types';
export * from './course-links';
export { comptiaLevelTitles, pecbCategoryTitles } from './groups';
export { comptiaCourses, comptiaLevelInfo } from './comptia';
export { pecbCourses, pecbCategoryInfo } from './pecb';
export { loadCourse } from './load-courses';

export const allCourses: CourseSummary[] = [...comptiaCourses, ...pecbCourses];

const byId = new Map<string, CourseSummary>(allCourses.map((course) => [courseId(course), course]));

export function courseById(id: CourseId): CourseSummary | undefined {
  return byId.get(id);
}

/** Every course, whole (each one's own module loaded). */
export function loadAllCourses(): Promise<Course[]> {
  return Promise.all(allCourses.map((course) => loadCourse(course)));
}

/** One course, whole, or undefined when no course has that vendor, group and slug. */
export async function findCourse(
  vendor: Course['vendor'],
  group: string,
  slug: string,
): Promise<Course | undefined> {
  const summary = allCourses.find(
    (c) => c.vendor === vendor && c.group === group && c.slug === slug,
  );
  return summary ? loadCourse(summary) : undefined;
}
