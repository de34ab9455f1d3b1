import type { CourseFilter } from '../../../components/course-search-slot';
import type { CourseSummary } from '../../../lib/course-data/types';

function matchesFilter(course: CourseSummary, filter: CourseFilter): boolean {
  if (filter === 'all') return true;
  const [vendor, group] = filter.split(':');
  return course.vendor === vendor && (group === undefined || course.group === group);
}

/** Case-insensitive: every word of the query must appear in the title, exam codes or summary. */
export function searchCourses(
  courses: CourseSummary[],
  query: string,
  filter: CourseFilter,
): CourseSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return courses.filter((course) => {
    if (!matchesFilter(course, filter)) return false;
    const haystack = [course.title, course.summary, ...(course.examCodes ?? [])]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
