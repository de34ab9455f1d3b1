import type { LanguageCourseTexts } from '../../course-texts';
import comptia from './comptia';
import pecb from './pecb';

// The course content in French: both vendors' shared texts here, each level's or category's
// page content a chunk of its own (see ../../course-texts.ts).
const texts: LanguageCourseTexts = {
  vendors: { CompTIA: comptia, PECB: pecb },
  group: (file) => import(/* webpackInclude: /-[a-z-]+\.ts$/ */ `./${file}`),
};
export default texts;
