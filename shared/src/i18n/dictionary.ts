import type { Lang } from 'contracts';

export type Messages<K extends string = string> = Record<K, string>;
type Loader<K extends string> = () => Promise<{ default: Partial<Messages<K>> }>;

/**
 * A package's texts: English is bundled, every other language is a loader, so only the
 * current language's texts are in the initial load and the others come on demand.
 */
export interface Dictionary<K extends string> {
  en: Messages<K>;
  loaders: Partial<Record<Exclude<Lang, 'en'>, Loader<K>>>;
  loaded: Map<Lang, Partial<Messages<K>>>;
  /** The load under way or done, per language (one promise each: a suspended render waits on it). */
  loading: Map<Lang, Promise<void>>;
}

/** Every dictionary whose module has been evaluated, so a page's can be loaded before it renders. */
const registry = new Set<Dictionary<string>>();

export function defineDictionary<K extends string>(
  en: Messages<K>,
  loaders: Partial<Record<Exclude<Lang, 'en'>, Loader<K>>> = {},
): Dictionary<K> {
  const dictionary: Dictionary<K> = { en, loaders, loaded: new Map(), loading: new Map() };
  registry.add(dictionary as unknown as Dictionary<string>);
  return dictionary;
}

/** The dictionaries defined so far (defineDictionary), in the order their modules ran. */
export function definedDictionaries(): ReadonlySet<Dictionary<string>> {
  return registry;
}

/** The id of a dictionary: a hash of its English texts, the same in every build of its code. */
const ids = new WeakMap<Dictionary<string>, string>();

export function dictionaryId(dictionary: Dictionary<string>): string {
  const known = ids.get(dictionary);
  if (known) return known;
  const text = JSON.stringify(dictionary.en);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  const id = (hash >>> 0).toString(36);
  ids.set(dictionary, id);
  return id;
}
