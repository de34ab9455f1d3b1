import { useMemo } from 'react';
// A subpath of its own ('shared/structured-texts'): only the pages that use it load it, and it
// imports `shared` itself, so the dictionaries it makes are the site's one registry.
import {
  defineDictionary,
  useTranslation,
  type Dictionary,
  type Lang,
  type Messages,
} from 'shared';

/**
 * Long content (a text page, a course) is easier to write and to translate as a structure than as
 * flat keys. English is written as a nested object of strings and arrays (`as const`); each other
 * language's file must have exactly the same shape, which the types enforce: `Translated<typeof
 * en>` keeps every key and the length of every list, and only asks for strings in them.
 */
export type Translated<T> = T extends string
  ? string
  : { readonly [K in keyof T]: Translated<T[K]> };

/** Widens `as const` literals to string, keeping the shape (what a page renders). */
export type Texts<T> = Translated<T>;

/** The strings of a structure by their path: `sections.0.items.2` → text. */
export function flattenTexts(value: unknown, prefix = '', into: Messages = {}): Messages {
  if (typeof value === 'string') {
    into[prefix] = value;
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => flattenTexts(item, prefix ? `${prefix}.${i}` : String(i), into));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      flattenTexts(item, prefix ? `${prefix}.${key}` : key, into);
    }
  }
  return into;
}

/** The structure `source` with each string replaced by `text(path)`. */
export function mapTexts<T>(source: T, text: (path: string) => string, prefix = ''): T {
  if (typeof source === 'string') return text(prefix) as T;
  if (Array.isArray(source)) {
    return source.map((item, i) =>
      mapTexts(item, text, prefix ? `${prefix}.${i}` : String(i)),
    ) as T;
  }
  if (source && typeof source === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(source)) {
      out[key] = mapTexts(item, text, prefix ? `${prefix}.${key}` : key);
    }
    return out as T;
  }
  return source;
}

type StructuredLoader<T> = () => Promise<{ default: Translated<T> }>;

/** A dictionary of structured texts: flat keys underneath, so it loads and prerenders as any other. */
export interface TextsDictionary<T> extends Dictionary<string> {
  source: T;
}

export function defineTexts<T>(
  en: T,
  loaders: Partial<Record<Exclude<Lang, 'en'>, StructuredLoader<T>>>,
): TextsDictionary<T> {
  const flatLoaders: Partial<
    Record<Exclude<Lang, 'en'>, () => Promise<{ default: Partial<Messages> }>>
  > = {};
  for (const [lang, load] of Object.entries(loaders) as [
    Exclude<Lang, 'en'>,
    StructuredLoader<T>,
  ][]) {
    flatLoaders[lang] = () => load().then((mod) => ({ default: flattenTexts(mod.default) }));
  }
  return Object.assign(defineDictionary(flattenTexts(en), flatLoaders), { source: en });
}

/** The structured texts in the page's language (English where a text is missing). */
export function useTexts<T>(dictionary: TextsDictionary<T>): Texts<T> {
  const t = useTranslation(dictionary);
  return useMemo(() => mapTexts(dictionary.source, t) as Texts<T>, [dictionary, t]);
}
