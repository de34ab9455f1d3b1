import type { ReactNode } from 'react';

/**
 * A run of Latin words inside other text: a vendor's or a certification's name (CompTIA A+).
 * A full stop belongs to it only between letters (ISO 9001.1): the sentence's own stays outside,
 * where the right-to-left text puts it.
 */
const LATIN_RUN = /[A-Za-z0-9](?:[A-Za-z0-9&'’/-]|\.(?=[A-Za-z0-9])|\s(?=[A-Za-z0-9]))*[+#]*/g;

/**
 * Right-to-left text with each run of Latin words isolated (`<bdi>`), so a name's trailing
 * symbol stays with it: "اختبار تجريبي CompTIA A+" reads "CompTIA A+", not "+CompTIA A".
 */
function isolated(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(<bdi key={at}>{match[0]}</bdi>);
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * A text staff typed (an assessment's name or description), said in its language (`lang`): the
 * page's where they translated it, otherwise English. Its direction follows its own letters, so
 * an English text on an Arabic page keeps its full stop at its end.
 */
export function StaffText({ as: Tag, text, lang }: { as: 'h2' | 'p'; text: string; lang: string }) {
  return (
    <Tag lang={lang} dir="auto">
      {lang === 'ar' ? isolated(text) : text}
    </Tag>
  );
}
