import { sql } from 'kysely';
import type { Db } from '../database';
import type { Question, QuestionsTable } from '../schema';
import type { Page } from './users';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';

export interface QuestionInput {
  text: string;
  options: string[];
  correctOption: number;
  category: string;
  explanation?: string;
  level?: string | null;
}

export interface QuestionRecord extends Omit<Question, 'options'> {
  options: string[];
}

function toRecord(row: Question): QuestionRecord {
  return { ...row, options: JSON.parse(row.options) as string[] };
}

export class QuestionsRepository {
  constructor(private readonly db: Db) {}

  async create(input: QuestionInput): Promise<QuestionRecord> {
    const now = nowIso();
    const row = {
      id: newId(),
      text: input.text,
      options: JSON.stringify(input.options),
      correctOption: input.correctOption,
      category: input.category,
      explanation: input.explanation ?? '',
      level: input.level ?? null,
      deletedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.db.insertInto('questions').values(row).execute();
    return toRecord(row);
  }

  async findById(id: string): Promise<QuestionRecord | undefined> {
    const row = await this.db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** Including deleted questions: an attempt is scored against what it was served. */
  async findByIds(ids: string[]): Promise<QuestionRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('questions').selectAll().where('id', 'in', ids).execute();
    return rows.map(toRecord);
  }

  async update(id: string, patch: Partial<QuestionInput>): Promise<QuestionRecord | undefined> {
    const set: Partial<QuestionsTable> = { updatedAt: nowIso() };
    if (patch.text !== undefined) set.text = patch.text;
    if (patch.options !== undefined) set.options = JSON.stringify(patch.options);
    if (patch.correctOption !== undefined) set.correctOption = patch.correctOption;
    if (patch.category !== undefined) set.category = patch.category;
    if (patch.explanation !== undefined) set.explanation = patch.explanation;
    if (patch.level !== undefined) set.level = patch.level;
    await this.db
      .updateTable('questions')
      .set(set)
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .execute();
    return this.findById(id);
  }

  /** Soft delete: the question leaves the bank, but attempts that served it can still be scored. */
  async remove(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('questions')
      .set({ deletedAt: nowIso() })
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async list(options: {
    page: number;
    pageSize: number;
    category?: string;
  }): Promise<Page<QuestionRecord>> {
    let query = this.db.selectFrom('questions').where('deletedAt', 'is', null);
    if (options.category) query = query.where('category', '=', options.category);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('category')
        .orderBy('createdAt')
        .orderBy('id')
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toRecord), total: Number(count.count) };
  }

  async categories(): Promise<Array<{ category: string; count: number }>> {
    const rows = await this.db
      .selectFrom('questions')
      .select((eb) => ['category', eb.fn.countAll().as('count')])
      .where('deletedAt', 'is', null)
      // Questions kept for assessments (level set) stay out of the open practice quiz.
      .where('level', 'is', null)
      .groupBy('category')
      .orderBy('category')
      .execute();
    return rows.map((r) => ({ category: r.category, count: Number(r.count) }));
  }

  /** `count` random questions of a category (any category when omitted). */
  async pickRandom(count: number, category?: string): Promise<QuestionRecord[]> {
    let query = this.db
      .selectFrom('questions')
      .selectAll()
      .where('deletedAt', 'is', null)
      .where('level', 'is', null);
    if (category) query = query.where('category', '=', category);
    const rows = await query
      .orderBy(sql`random()`)
      .limit(count)
      .execute();
    return rows.map(toRecord);
  }
}

/** Random questions of any of `categories` (assessment questions included). */
export async function pickFromCategories(
  db: Db,
  categories: string[],
  count: number,
): Promise<QuestionRecord[]> {
  if (categories.length === 0 || count < 1) return [];
  const rows = await db
    .selectFrom('questions')
    .selectAll()
    .where('deletedAt', 'is', null)
    .where('category', 'in', categories)
    .orderBy(sql`random()`)
    .limit(count)
    .execute();
  return rows.map(toRecord);
}
