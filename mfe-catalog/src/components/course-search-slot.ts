import type { ComponentType } from 'react';
import type { Vendor } from '../lib/course-data/types';

/** 'all', a vendor ('CompTIA'/'PECB'), or a vendor's level/category as 'CompTIA:specialist'. */
export type CourseFilter = 'all' | Vendor | `${Vendor}:${string}`;

export interface CourseSearchProps {
  /** Where the filter starts, e.g. 'CompTIA' on the CompTIA pages. */
  initialFilter?: CourseFilter;
  /** List every course before anything is typed (the /cer page); elsewhere results wait. */
  showAllWhenIdle?: boolean;
}

/**
 * The course search as the overview pages receive it: a feature of its own (its own chunk and
 * texts), which the app layer (exposed/routes.tsx) hands to them, since a feature never imports
 * another.
 */
export type CourseSearchSlot = ComponentType<CourseSearchProps>;
