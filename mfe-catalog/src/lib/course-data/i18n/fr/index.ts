import { languageTexts } from '../../language-texts';

// The course content in French: every file of this folder, bundled with this index (eager).
export default languageTexts(
  (file) => import(/* webpackMode: "eager", webpackExclude: /index\.ts$/ */ `./${file}`),
);
