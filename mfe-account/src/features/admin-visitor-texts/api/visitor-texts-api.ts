import type { ItemTranslations, LangTexts, MissingTranslationsList } from 'contracts';
import { http } from 'shared';

/** The kinds of visitor text this tab translates (the other kinds have their own tabs). */
export type VisitorTextKind = 'review' | 'blog_post';

/** One listed item: its key, its English label, the languages it lacks. */
export type VisitorTextItem = MissingTranslationsList['data'][number];

/** The translated fields of each kind, in the order the editor shows them. */
export const FIELDS = {
  review: ['text'],
  blog_post: ['title', 'excerpt', 'body'],
} as const satisfies Record<VisitorTextKind, readonly string[]>;
export type VisitorTextField = (typeof FIELDS)[VisitorTextKind][number];

const base = (kind: VisitorTextKind) => `/translations/${kind}`;

/** GET /translations/<kind>: every item with the languages it lacks. */
export async function listVisitorTexts(kind: VisitorTextKind): Promise<VisitorTextItem[]> {
  const { data } = await http.get<MissingTranslationsList>(base(kind));
  return data.data;
}

/** GET /translations/<kind>/:id: the item's English texts and its translations. */
export async function visitorTextTranslations(
  kind: VisitorTextKind,
  id: string,
): Promise<ItemTranslations> {
  const { data } = await http.get<{ data: ItemTranslations }>(
    `${base(kind)}/${encodeURIComponent(id)}`,
  );
  return data.data;
}

/** PUT /translations/<kind>/:id: the changed translations (an empty text removes one). */
export async function saveVisitorTextTranslations(
  kind: VisitorTextKind,
  id: string,
  texts: Partial<Record<VisitorTextField, LangTexts>>,
): Promise<void> {
  await http.put(`${base(kind)}/${encodeURIComponent(id)}`, { texts });
}
