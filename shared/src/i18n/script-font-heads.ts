// The `shared/script-fonts` entry, for the server render (scripts/prerender/entry.tsx): the head
// tags of each script font, so a Hindi or Arabic page arrives with its @font-face rules.
import { faces as arabic } from './fonts/arabic';
import { faces as devanagari } from './fonts/devanagari';
import type { ScriptFont } from './fonts/script-font';
import { fontSource, SCRIPT_FONT_ATTRIBUTE } from './script-fonts';

/**
 * The document head's tags for a language's script font, for a page the server renders: the
 * @font-face rules, so the font is chosen as the page is first laid out rather than after its
 * JavaScript. No preload: a preload downloads the file also on a device that has the face
 * installed (fontSource), and puts it before the first paint (docs/PERFORMANCE.md 'Script fonts').
 */
export function scriptFontHead(lang: string, faces: ScriptFont[]): string {
  const rules = faces
    .map(
      (face) =>
        `@font-face{font-family:'${face.family}';src:${fontSource(face)};font-weight:${face.weight};font-style:normal;font-display:swap;unicode-range:${face.unicodeRange}}`,
    )
    .join('');
  return `<style ${SCRIPT_FONT_ATTRIBUTE}="${lang}">${rules}</style>`;
}

const facesByLang = { hi: devanagari, ar: arabic } as const;

/** The @font-face tags of `lang`'s script font, or '' for a Latin-script language. */
export function scriptFontHeadFor(lang: string): string {
  const faces = (facesByLang as Record<string, typeof arabic | undefined>)[lang];
  return faces ? scriptFontHead(lang, faces) : '';
}
