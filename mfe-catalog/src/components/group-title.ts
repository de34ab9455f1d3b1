import { useTranslation, type ComptiaLevel, type PecbCategory } from 'shared';
import { comptiaLevelTitles, pecbCategoryTitles } from '../lib/course-data/groups';
import type { Course } from '../lib/course-data/types';
import { componentMessages, type ComponentKey } from './i18n/messages';

/**
 * The level (CompTIA) or category (PECB) name shown on badges, breadcrumbs, headings and the
 * search's filter, in the page's language: CompTIA's level names are names and stay as they are.
 */
export function useGroupTitle(): (course: Pick<Course, 'vendor' | 'group'>) => string {
  const t = useTranslation(componentMessages);
  return ({ vendor, group }) => {
    if (vendor === 'CompTIA') return comptiaLevelTitles[group as ComptiaLevel] ?? group;
    const title = pecbCategoryTitles[group as PecbCategory] ?? group;
    // English names them in groups.ts; the other languages' dictionaries translate them.
    const key = `category.${group}` as ComponentKey;
    const translated = t(key);
    return translated === key ? title : translated;
  };
}
