// Where each kind of translatable item keeps its English texts, and the key the admin names it
// by: an assessment by its slug (as the assessments' admin routes do), the others by their id.
// Translations are stored under the item's own id (an assessment's `id`).
import type { TranslatableEntity } from 'contracts';
import type { Db } from '../../db/database';

export interface SourceItem {
  /** The key the admin's routes name the item by. */
  key: string;
  /** The id its translations are stored under. */
  id: string;
  /** How the admin's list shows the item: short, in English, as staff typed it. */
  label: string;
  english: Record<string, string>;
}

export interface Source {
  one(db: Db, key: string): Promise<SourceItem | undefined>;
  /** Every item, newest or latest first, bounded like the admin's lists. */
  all(db: Db): Promise<SourceItem[]>;
}

const LIST_LIMIT = 500;
/** A review's text in its label is cut to this many characters (at a space where it can be). */
const EXCERPT_CHARS = 60;

/** The start of a text on one line: whole words up to `max` characters, then an ellipsis. */
export function excerpt(text: string, max = EXCERPT_CHARS): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  // A single long word is cut where the limit falls rather than shown whole.
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

type ReviewRow = { id: string; name: string; text: string };
const review = (row: ReviewRow): SourceItem => ({
  key: row.id,
  id: row.id,
  label: `${row.name}: ${excerpt(row.text)}`,
  english: { text: row.text },
});

type BlogRow = { id: string; title: string; excerpt: string; body: string };
const blogPost = (row: BlogRow): SourceItem => ({
  key: row.id,
  id: row.id,
  label: row.title,
  english: { title: row.title, excerpt: row.excerpt, body: row.body },
});

type BatchRow = { id: string; courseSlug: string; startsOn: string; schedule: string };
const batch = (row: BatchRow): SourceItem => ({
  key: row.id,
  id: row.id,
  label: `${row.courseSlug} ${row.startsOn}`,
  english: { schedule: row.schedule },
});

export const sources: Record<TranslatableEntity, Source> = {
  assessment: {
    async one(db, key) {
      const row = await db
        .selectFrom('assessments')
        .select(['id', 'slug', 'name', 'description'])
        .where('slug', '=', key)
        .executeTakeFirst();
      return (
        row && {
          key: row.slug,
          id: row.id,
          label: row.name,
          english: { name: row.name, description: row.description },
        }
      );
    },
    async all(db) {
      const rows = await db
        .selectFrom('assessments')
        .select(['id', 'slug', 'name', 'description'])
        .orderBy('createdAt')
        .orderBy('id')
        .limit(LIST_LIMIT)
        .execute();
      return rows.map((row) => ({
        key: row.slug,
        id: row.id,
        label: row.name,
        english: { name: row.name, description: row.description },
      }));
    },
  },
  batch: {
    async one(db, key) {
      const row = await db
        .selectFrom('batches')
        .select(['id', 'courseSlug', 'startsOn', 'schedule'])
        .where('id', '=', key)
        .executeTakeFirst();
      return row && batch(row);
    },
    async all(db) {
      const rows = await db
        .selectFrom('batches')
        .select(['id', 'courseSlug', 'startsOn', 'schedule'])
        .orderBy('startsOn', 'desc')
        .orderBy('id')
        .limit(LIST_LIMIT)
        .execute();
      return rows.map(batch);
    },
  },
  review: {
    async one(db, key) {
      const row = await db
        .selectFrom('reviews')
        .select(['id', 'name', 'text'])
        .where('id', '=', key)
        .executeTakeFirst();
      return row && review(row);
    },
    async all(db) {
      const rows = await db
        .selectFrom('reviews')
        .select(['id', 'name', 'text'])
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(LIST_LIMIT)
        .execute();
      return rows.map(review);
    },
  },
  blog_post: {
    async one(db, key) {
      const row = await db
        .selectFrom('blogPosts')
        .select(['id', 'title', 'excerpt', 'body'])
        .where('id', '=', key)
        .executeTakeFirst();
      return row && blogPost(row);
    },
    async all(db) {
      const rows = await db
        .selectFrom('blogPosts')
        .select(['id', 'title', 'excerpt', 'body'])
        .orderBy('publishedAt', 'desc')
        .orderBy('id')
        .limit(LIST_LIMIT)
        .execute();
      return rows.map(blogPost);
    },
  },
};
