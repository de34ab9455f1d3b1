// The site's languages and how an address holds one (docs/ARCHITECTURE.md 'Languages'): shared
// by the front ends (router, switch, dictionaries) and the API (prerendering, hreflang, sitemap,
// messages).

/** The language setting, default en. Arabic reads right to left. */
export const languages = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'hi', label: 'हिन्दी', dir: 'ltr' },
  { code: 'nl', label: 'Nederlands', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'pt', label: 'Português', dir: 'ltr' },
  { code: 'it', label: 'Italiano', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;

export type Lang = (typeof languages)[number]['code'];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return languages.some((l) => l.code === value);
}

export function directionOf(lang: Lang): 'ltr' | 'rtl' {
  return languages.find((l) => l.code === lang)?.dir ?? 'ltr';
}

// English at the spec's addresses, every other language under its code (/hi/about-us,
// /ar/comptia/specialist/a-plus). These functions are the one place that knows how; the
// front ends' router (shared/src/app/localized-router.tsx) applies them through its basename to
// every link and navigation, so the rest of the code keeps using the spec's paths.

/** The languages that have a prefix: all but English. */
export const prefixedLangs = languages.map((l) => l.code).filter((code) => code !== DEFAULT_LANG);

/** The language of an address and the spec's path inside it: '/hi/about-us' → hi, '/about-us'. */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLang(match[1]) && match[1] !== DEFAULT_LANG) {
    return { lang: match[1], path: match[2] || '/' };
  }
  return { lang: DEFAULT_LANG, path: pathname || '/' };
}

/** The router's basename for a language: none for English, '/hi' for Hindi. */
export function basenameOf(lang: Lang): string {
  return lang === DEFAULT_LANG ? '' : `/${lang}`;
}

/**
 * The address of a spec path in a language: '/about-us' in hi → '/hi/about-us'; the home page
 * is '/hi' (what the router's links to '/' give under that basename).
 */
export function localizePath(lang: Lang, path: string): string {
  const base = basenameOf(lang);
  if (!base) return path || '/';
  return !path || path === '/' ? base : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The same page in another language: '/hi/comptia?x=1' → '/fr/comptia?x=1'. */
export function switchLangPath(lang: Lang, pathname: string, rest = ''): string {
  return `${localizePath(lang, splitLangPath(pathname).path)}${rest}`;
}

/**
 * `text` with each `{name}` replaced by its value: the one way every text of the site is filled
 * in (dictionaries, the API's messages, the course texts, the e-mails). A placeholder without a
 * value stays as written.
 */
export function fillPlaceholders(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
