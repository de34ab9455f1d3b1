import { paths } from 'shared';
import type { Course, CourseId, Vendor } from './types';

// What every page needs of a course besides its data: its id and addresses (its group's name,
// which is translated, is src/components/group-title.ts). Nothing here imports a vendor's data
// module, so each page's chunk holds only the data it shows.

export function courseId(course: Pick<Course, 'vendor' | 'slug'>): CourseId {
  return course.vendor === 'CompTIA' ? `comptia/${course.slug}` : `pecb/${course.slug}`;
}

/** The vendor a course id belongs to (its prefix). */
export function vendorOf(id: CourseId): Vendor {
  return id.startsWith('comptia/') ? 'CompTIA' : 'PECB';
}

export function courseHref(course: Pick<Course, 'vendor' | 'group' | 'slug'>): string {
  return course.vendor === 'CompTIA'
    ? paths.comptiaCourse(course.group, course.slug)
    : paths.pecbCourse(course.group, course.slug);
}

export function groupHref(course: Pick<Course, 'vendor' | 'group'>): string {
  return course.vendor === 'CompTIA'
    ? paths.comptiaLevel(course.group)
    : paths.pecbCategory(course.group);
}
