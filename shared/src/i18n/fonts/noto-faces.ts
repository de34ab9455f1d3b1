import type { ScriptFont } from './script-font';

/**
 * A Noto family's regular and bold faces: the site's files, and the names an installed copy
 * has (full name and PostScript name, as Noto's fonts write them: 'Noto Sans Arabic Bold',
 * 'NotoSansArabic-Bold').
 */
export function notoFaces(
  family: string,
  files: { regular: string; bold: string },
  unicodeRange: string,
): ScriptFont[] {
  const postScript = family.replace(/ /g, '');
  return (
    [
      ['400', 'Regular', files.regular],
      ['700', 'Bold', files.bold],
    ] as const
  ).map(([weight, style, url]) => ({
    family,
    url,
    weight,
    unicodeRange,
    local: [`${family} ${style}`, `${postScript}-${style}`],
  }));
}
