import { defineDictionary } from 'shared';
import { coursePageEn, type CoursePageKey } from './en';

/** The course page's texts: English in its chunk, the others in texts-<lang>. */
export const coursePageMessages = defineDictionary<CoursePageKey>(coursePageEn, {
  hi: () => import(/* webpackChunkName: "texts-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "texts-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "texts-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "texts-it" */ './it'),
  ar: () => import(/* webpackChunkName: "texts-ar" */ './ar'),
});
