import { paths, useTranslation, type ComptiaLevel, type PecbCategory } from 'shared';
import { componentMessages, type ComponentKey } from '../../components/i18n/messages';
import { comptiaLevelTitles, pecbCategoryTitles } from './groups';
import type { Course, CourseId, Vendor } from './types';

// What every page needs of a course besides its data: its id, address and group name. Nothing
// here imports a vendor's data module, so each page's chunk holds only the data it shows. The
// routes chunk imports this module (through load-courses.ts), so the group names and the shared
// components' texts are one copy there, not one in each page's chunk and the search's.

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

/**
 * The level (CompTIA) or category (PECB) name shown on badges, breadcrumbs, headings and the
 * search's filter, in the page's language: CompTIA's level names are names and stay as they are.
 */
export function useGroupTitle(): (course: Pick<Course, 'vendor' | 'group'>) => string {
  const t = useTranslation(componentMessages);
  return ({ vendor, group }) => {
    if (vendor === 'CompTIA') return comptiaLevelTitles[group as ComptiaLevel] ?? group;
    const title = pecbCategoryTitles[group as PecbCategory] ?? group;
    // English names them in ./groups.ts; the other languages translate them with the shared
    // components' texts (src/components/i18n/).
    const key = `category.${group}` as ComponentKey;
    const translated = t(key);
    return translated === key ? title : translated;
  };
}

export function groupHref(course: Pick<Course, 'vendor' | 'group'>): string {
  return course.vendor === 'CompTIA'
    ? paths.comptiaLevel(course.group)
    : paths.pecbCategory(course.group);
}
