import { paths, type ComptiaLevel, type PecbCategory } from 'shared';
import { comptiaCourses, comptiaLevelInfo } from './comptia';
import { pecbCategoryInfo, pecbCourses } from './pecb';
import type { Course, CourseId } from './types';

export * from './types';
export { comptiaCourses, comptiaLevelInfo } from './comptia';
export { pecbCourses, pecbCategoryInfo } from './pecb';

export const allCourses: Course[] = [...comptiaCourses, ...pecbCourses];

export function courseId(course: Course): CourseId {
  return course.vendor === 'CompTIA' ? `comptia/${course.slug}` : `pecb/${course.slug}`;
}

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

export function courseHref(course: Course): string {
  return course.vendor === 'CompTIA'
    ? paths.comptiaCourse(course.group, course.slug)
    : paths.pecbCourse(course.group, course.slug);
}

/** The level (CompTIA) or category (PECB) name shown on badges and breadcrumbs. */
export function groupTitle(course: Pick<Course, 'vendor' | 'group'>): string {
  return course.vendor === 'CompTIA'
    ? (comptiaLevelInfo[course.group as ComptiaLevel]?.title ?? course.group)
    : (pecbCategoryInfo[course.group as PecbCategory]?.title ?? course.group);
}

export function groupHref(course: Pick<Course, 'vendor' | 'group'>): string {
  return course.vendor === 'CompTIA'
    ? paths.comptiaLevel(course.group)
    : paths.pecbCategory(course.group);
}
