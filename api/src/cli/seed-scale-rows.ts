// What every table of the scale generator (seed-scale.ts) draws on: the run's reproducible random
// source, people's names in three scripts, IDs and times, and the multi-row inserter. Apart from
// the tables' own generators, which each take what they need from here.
import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { Db } from '../db/database';

const ROWS_PER_STATEMENT = 1000;
const STATEMENTS_PER_TRANSACTION = 50;
const TEN_YEARS_MS = 10 * 365.25 * 24 * 3600 * 1000;
export const DAY_MS = 24 * 3600 * 1000;

/** mulberry32: small, fast and reproducible for a given seed (never used for secrets). */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof randomSource>;

/** A list written as one string, split at `separator`. */
function words(list: string, separator = ' '): readonly string[] {
  return list.split(separator);
}

const LATIN_FIRST = words(
  'Meera Arjun Priya Rahul Ananya Vikram Kavya Rohan Deepika Sanjay José Élodie François Zoë Søren Łukasz Ştefan Renée Chloé Noémie Jürgen Inés Raphaël Anaïs Håkon Björn Olivia Liam Fatima Omar Aisha Yusuf Grace Chinedu Thabo Mei Hiroshi Siddharth Lakshmi Neha',
);
const LATIN_LAST = words(
  "Sharma Patel Iyer Nair Gupta Reddy Menon Banerjee Chatterjee Rao García Núñez Müller Dubois Lefèvre Kowalski Ødegård Silva Conceição Rossi O'Brien Smith Khan Hussain Fernández Okafor Nkosi Tanaka Wong",
);
const DEVANAGARI_FIRST = words('मीरा अर्जुन प्रिया राहुल अनन्या विक्रम कविता सुरेश दीपिका रोहन लक्ष्मी');
const DEVANAGARI_LAST = words('शर्मा पटेल गुप्ता वर्मा सिंह जोशी मिश्रा अय्यर नायर');
const ARABIC_FIRST = words('مريم عمر فاطمة يوسف عائشة أحمد ليلى خالد نور سارة');
const ARABIC_LAST = words('الحسن الخطيب منصور حداد العلي الفارسي ناصر الشامي');
export const COURSES = words(
  'CompTIA Security+|CompTIA Network+|CompTIA A+|Certified Ethical Hacker|AWS Cloud Practitioner|Python for Data Analysis|ITIL 4 Foundation|PRINCE2 Foundation|Microsoft Azure Fundamentals|Cisco CCNA|Tally with GST',
  '|',
);
export const DOMAINS = ['example.com', 'example.in', 'example.org', 'example.net'];
export const LANGS = ['en', 'hi', 'ar', 'fr', 'pt', 'it', 'nl'];

/** What each table's generator takes from its run: the random source, the run's tag and now. */
export interface TableRun {
  random: Random;
  /** In every unique key of the run (usernames, addresses, order references). */
  tag: string;
  now: number;
}

/** A person: the name as printed, and the plain-ASCII part an e-mail address is made of. */
export function person(random: Random): { name: string; local: string } {
  const script = random.next();
  if (script < 0.6) {
    const first = random.pick(LATIN_FIRST);
    const second = random.chance(0.2) ? ` ${random.pick(LATIN_FIRST)}` : '';
    const last = random.pick(LATIN_LAST);
    const ascii = `${first}.${last}`
      .normalize('NFD')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase();
    return { name: `${first}${second} ${last}`, local: ascii };
  }
  if (script < 0.8) {
    return {
      name: `${random.pick(DEVANAGARI_FIRST)} ${random.pick(DEVANAGARI_LAST)}`,
      local: 'learner',
    };
  }
  return { name: `${random.pick(ARABIC_FIRST)} ${random.pick(ARABIC_LAST)}`, local: 'student' };
}

export function uuid(random: Random): string {
  let hex = '';
  for (let i = 0; i < 4; i += 1)
    hex += (random.int(0x100000000) >>> 0).toString(16).padStart(8, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A moment in the last ten years, as the app stores times (ISO 8601, UTC). */
export function pastMoment(random: Random, now: number): number {
  return now - Math.floor(random.next() * TEN_YEARS_MS);
}

export const iso = (ms: number) => new Date(ms).toISOString();
export const day = (ms: number) => iso(ms).slice(0, 10);

export type Row = ReadonlyArray<string | number | null>;

/**
 * Inserts `count` rows made by `make` in multi-row statements, several statements to a
 * transaction. Returns the seconds it took.
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  count: number,
  make: (index: number) => Row,
): Promise<number> {
  const started = performance.now();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const statementFor = (rows: number) => {
    const tuples: string[] = [];
    let n = 0;
    for (let r = 0; r < rows; r += 1) {
      const marks = columns.map(() => (postgres ? `$${(n += 1)}` : '?'));
      tuples.push(`(${marks.join(', ')})`);
    }
    return `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`;
  };
  const full = statementFor(ROWS_PER_STATEMENT);
  let done = 0;
  while (done < count) {
    await db.transaction().execute(async (trx) => {
      for (let s = 0; s < STATEMENTS_PER_TRANSACTION && done < count; s += 1) {
        const rows = Math.min(ROWS_PER_STATEMENT, count - done);
        const params: Array<string | number | null> = [];
        for (let r = 0; r < rows; r += 1) params.push(...make(done + r));
        const text = rows === ROWS_PER_STATEMENT ? full : statementFor(rows);
        await trx.executeQuery(CompiledQuery.raw(text, params));
        done += rows;
      }
    });
  }
  return (performance.now() - started) / 1000;
}
