// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- every package that compiles shared must see the *.woff2 module type
/// <reference path="./fonts.d.ts" />
// Noto Sans Arabic (SIL Open Font License), self-hosted from @fontsource: the Arabic subset
// only, regular and bold. Loaded for Arabic pages (script-fonts.ts).
import bold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2';
import regular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2';
import type { ScriptFont } from './script-font';
import { notoFaces } from './noto-faces';

const unicodeRange =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';

export const faces: ScriptFont[] = notoFaces('Noto Sans Arabic', { regular, bold }, unicodeRange);
