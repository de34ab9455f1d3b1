// The `shared/script-fonts` entry, for the server render (scripts/prerender/entry.tsx): the head
// tags of each script font, so a Hindi or Arabic page arrives with its font preloaded.
import { faces as arabic } from './fonts/arabic';
import { faces as devanagari } from './fonts/devanagari';
import { SCRIPT_FONT_ATTRIBUTE, type ScriptFont } from './script-fonts';

/**
 * The document head's tags for a language's script font, for a page the server renders: a
 * preload of the regular face (the text's; bold follows when used) and the @font-face rules,
 * so the font is fetched with the page rather than after its JavaScript.
 */
export function scriptFontHead(lang: string, faces: ScriptFont[]): string {
  const rules = faces
    .map(
      (face) =>
        `@font-face{font-family:'${face.family}';src:url(${face.url}) format('woff2');font-weight:${face.weight};font-style:normal;font-display:swap;unicode-range:${face.unicodeRange}}`,
    )
    .join('');
  const regular = faces.find((face) => face.weight === '400');
  const preload = regular
    ? `<link rel="preload" as="font" type="font/woff2" href="${regular.url}" crossorigin/>`
    : '';
  return `${preload}<style ${SCRIPT_FONT_ATTRIBUTE}="${lang}">${rules}</style>`;
}

const facesByLang = { hi: devanagari, ar: arabic } as const;

/** The preload and @font-face tags of `lang`'s script font, or '' for a Latin-script language. */
export function scriptFontHeadFor(lang: string): string {
  const faces = (facesByLang as Record<string, typeof arabic | undefined>)[lang];
  return faces ? scriptFontHead(lang, faces) : '';
}
