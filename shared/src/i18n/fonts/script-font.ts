// The shape of a font face, in a module of its own: the faces (./arabic.ts, ./devanagari.ts)
// and the code that loads them (../script-fonts.ts, which imports the faces) both use it, and
// neither may import the other's module for it without an import cycle.

/** One self-hosted font face for a script the system may lack. */
export interface ScriptFont {
  family: string;
  url: string;
  weight: string;
  unicodeRange: string;
  /** The same face's names where a system has it installed (full name, PostScript name). */
  local: string[];
}
