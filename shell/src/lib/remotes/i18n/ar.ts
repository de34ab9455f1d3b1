import type { RemoteAreaTexts } from './en';

// Arabic (the layout mirrors: the document direction is rtl).
const texts: RemoteAreaTexts = {
  unavailableTitle: 'هذا القسم غير متاح مؤقتًا',
  unavailableText:
    'تعذّر تحميل هذا الجزء من الموقع. بقية الموقع تعمل؛ يرجى المحاولة مرة أخرى بعد قليل.',
  retry: 'حاول مرة أخرى',
};
export default texts;
