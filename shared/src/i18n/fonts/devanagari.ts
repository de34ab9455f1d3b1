// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- every package that compiles shared must see the *.woff2 module type
/// <reference path="./fonts.d.ts" />
// Noto Sans Devanagari (SIL Open Font License), self-hosted from @fontsource: the Devanagari
// subset only, regular and bold. Loaded for Hindi pages (script-fonts.ts).
import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2';
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import type { ScriptFont } from './script-font';
import { notoFaces } from './noto-faces';

const unicodeRange =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';

export const faces: ScriptFont[] = notoFaces(
  'Noto Sans Devanagari',
  { regular, bold },
  unicodeRange,
);
