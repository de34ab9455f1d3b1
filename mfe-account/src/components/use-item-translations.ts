import { useCallback, useEffect, useRef, useState } from 'react';
import type { LangTexts, TranslationLang } from 'contracts';

/** An item's translations: field -> language -> text. */
export type ItemTexts<F extends string> = Record<F, LangTexts>;

const empty = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((f) => [f, {}])) as ItemTexts<F>;

/** What changed since loading, trimmed; an emptied language is sent empty (which removes it). */
function changesOf<F extends string>(
  fields: readonly F[],
  now: ItemTexts<F>,
  before: ItemTexts<F>,
) {
  const out: Partial<ItemTexts<F>> = {};
  for (const field of fields) {
    const langs = new Set([...Object.keys(now[field]), ...Object.keys(before[field])]);
    for (const lang of langs as Set<TranslationLang>) {
      const text = (now[field][lang] ?? '').trim();
      if (text !== (before[field][lang] ?? '').trim()) out[field] = { ...out[field], [lang]: text };
    }
  }
  return out;
}

/**
 * An item's translations in an editor: loaded for an existing item (`key`, null for a new one),
 * changed by the fields, and saved after the item itself with only what changed (a save
 * without changes adds nothing to the audit log). `load` and `save` are the feature's requests.
 */
export function useItemTranslations<F extends string>(
  fields: readonly F[],
  key: string | null,
  load: (key: string) => Promise<ItemTexts<F>>,
  save: (key: string, changes: Partial<ItemTexts<F>>) => Promise<void>,
) {
  const [texts, setTexts] = useState<ItemTexts<F>>(() => empty(fields));
  const [loadFailed, setLoadFailed] = useState(false);
  const loaded = useRef<ItemTexts<F>>(empty(fields));

  useEffect(() => {
    if (!key) return;
    let live = true;
    load(key).then(
      (found) => {
        if (!live) return;
        loaded.current = found;
        setTexts(found);
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [key, load]);

  const set = useCallback((field: F, lang: TranslationLang, text: string) => {
    setTexts((current) => ({ ...current, [field]: { ...current[field], [lang]: text } }));
  }, []);

  const saveChanges = useCallback(
    async (savedKey: string) => {
      const changes = changesOf(fields, texts, loaded.current);
      if (Object.keys(changes).length === 0) return;
      await save(savedKey, changes);
    },
    [fields, texts, save],
  );

  return { texts, set, save: saveChanges, loadFailed };
}
