import type { ComponentsTranslation } from './en';

// Hindi: the shared components (the data table).
const hi: ComponentsTranslation = {
  table: {
    sortBy: '{column} के अनुसार क्रमबद्ध करें',
    previous: 'पिछला पेज',
    next: 'अगला पेज',
    pageOf: 'पेज {page} / {pages} (कुल {total})',
    empty: 'दिखाने के लिए कुछ नहीं है।',
  },
};
export default hi;
