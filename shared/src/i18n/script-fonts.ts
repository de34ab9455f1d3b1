import type { ScriptFont } from './fonts/script-font';

/**
 * A face's `src`: the installed copy first (Android, and Linux with the Noto fonts, have these
 * very faces), so a device that has it downloads nothing; the self-hosted file otherwise.
 */
export function fontSource(face: ScriptFont): string {
  return [...face.local.map((name) => `local('${name}')`), `url(${face.url}) format('woff2')`].join(
    ',',
  );
}

/**
 * The fonts of the languages whose script a machine may not have (Hindi: Devanagari, Arabic):
 * each is its own chunk, and its woff2 files are fetched only when text on the page uses it.
 * Latin-script languages load none.
 */
const scriptFonts: Record<string, () => Promise<{ faces: ScriptFont[] }>> = {
  hi: () => import(/* webpackChunkName: "font-devanagari" */ './fonts/devanagari'),
  ar: () => import(/* webpackChunkName: "font-arabic" */ './fonts/arabic'),
};

const added = new Set<string>();

/** The attribute of the <style> the server puts a prerendered page's script font in. */
export const SCRIPT_FONT_ATTRIBUTE = 'data-script-font';

/**
 * Makes the language's script font available to the page (FontFace, `font-display: swap`, so
 * the text shows at once in a fallback and is swapped when the font arrives). The theme's font
 * stack already names these families after the system fonts. Resolves when the faces are
 * registered; does nothing in a language without one, or where FontFace is missing.
 */
export async function loadScriptFont(
  lang: string,
  fonts: FontFaceSet | undefined = globalFonts(),
): Promise<void> {
  const load = scriptFonts[lang];
  if (!load || !fonts || typeof FontFace === 'undefined') return;
  // The server sent the page with its font (scriptFontHead): nothing to load.
  if (document.querySelector(`style[${SCRIPT_FONT_ATTRIBUTE}="${lang}"]`)) return;
  const { faces } = await load();
  for (const face of faces) {
    const key = `${face.family}/${face.weight}`;
    if (added.has(key)) continue;
    added.add(key);
    fonts.add(
      new FontFace(face.family, fontSource(face), {
        weight: face.weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: face.unicodeRange,
      }),
    );
  }
}

function globalFonts(): FontFaceSet | undefined {
  return typeof document !== 'undefined' ? document.fonts : undefined;
}
