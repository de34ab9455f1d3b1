// The `shared/script-fonts` entry, for the server render (scripts/prerender/entry.tsx): the head
// tags of each script font, so a Hindi or Arabic page arrives with its font preloaded.
import { faces as arabic } from './fonts/arabic';
import { faces as devanagari } from './fonts/devanagari';
import { scriptFontHead } from './script-fonts';

const facesByLang = { hi: devanagari, ar: arabic } as const;

/** The preload and @font-face tags of `lang`'s script font, or '' for a Latin-script language. */
export function scriptFontHeadFor(lang: string): string {
  const faces = (facesByLang as Record<string, typeof arabic | undefined>)[lang];
  return faces ? scriptFontHead(lang, faces) : '';
}
