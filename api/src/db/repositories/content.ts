import { sql } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';
import type { Insertable } from 'kysely';
import { newId } from '../../lib/ids';

/** What the shell's pages load (reviews, blog posts, books), enquiries and the visit counter. */
export class ContentRepository {
  constructor(private readonly db: Db) {}

  reviews() {
    return this.db
      .selectFrom('reviews')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(200)
      .execute();
  }

  blogPosts() {
    return this.db
      .selectFrom('blogPosts')
      .selectAll()
      .orderBy('publishedAt', 'desc')
      .orderBy('id')
      .limit(200)
      .execute();
  }

  blogPost(slug: string) {
    return this.db.selectFrom('blogPosts').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  books() {
    return this.db
      .selectFrom('books')
      .selectAll()
      .orderBy('createdAt')
      .orderBy('id')
      .limit(200)
      .execute();
  }

  async insertReviews(rows: Insertable<Database['reviews']>[]) {
    if (rows.length > 0) await this.db.insertInto('reviews').values(rows).execute();
  }

  async insertBlogPosts(rows: Insertable<Database['blogPosts']>[]) {
    if (rows.length > 0) await this.db.insertInto('blogPosts').values(rows).execute();
  }

  async insertBooks(rows: Insertable<Database['books']>[]) {
    if (rows.length > 0) await this.db.insertInto('books').values(rows).execute();
  }

  async createEnquiry(input: Omit<Insertable<Database['enquiries']>, 'id'>): Promise<string> {
    const id = newId();
    await this.db
      .insertInto('enquiries')
      .values({ ...input, id })
      .execute();
    return id;
  }

  async countVisit(day: string): Promise<void> {
    await this.db
      .insertInto('visits')
      .values({ day, count: 1 })
      .onConflict((oc) => oc.column('day').doUpdateSet({ count: sql`visits.count + 1` }))
      .execute();
  }

  async visits(days: number) {
    const rows = await this.db
      .selectFrom('visits')
      .selectAll()
      .orderBy('day', 'desc')
      .limit(days)
      .execute();
    const total = await this.db
      .selectFrom('visits')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), sql<number>`0`).as('total'))
      .executeTakeFirstOrThrow();
    return { days: rows, total: Number(total.total) };
  }
}

export class MetaRepository {
  constructor(private readonly db: Db) {}

  async get(key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('appMeta')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.value;
  }

  async set(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('appMeta')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}
