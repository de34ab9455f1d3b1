import type { LanguageCourseTexts } from '../../course-texts';

// The course content in Arabic: each vendor's shared texts and each level's or category's
// page content a chunk of its own (see ../../course-texts.ts).
const texts: LanguageCourseTexts = {
  table: (file) => import(/* webpackInclude: /(comptia|pecb)[a-z-]*\.ts$/ */ `./${file}`),
};
export default texts;
