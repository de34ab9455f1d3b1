// The staff's voucher import: a CSV of the vendor's codes (course, code, expiry) checked row by
// row before anything is stored. All or nothing, as the certificates' import: one bad row (an
// unknown course, a course without a voucher product, a code seen before, a bad or past date)
// and the answer lists every problem by row, with nothing stored.
import {
  checkVoucherRow,
  MAX_VOUCHER_ROWS,
  missingVoucherColumns,
  rowsToRecords,
  unknownVoucherColumns,
  voucherColumnOf,
  type VoucherRow,
} from 'contracts';
import type { Db } from '../db/database';
import { readUploadedCsv } from '../lib/csv-dialect';
import { badRequest } from '../lib/http-error';
import { newId } from '../lib/ids';
import type { VoucherCodes } from './codes';

export interface RowProblem {
  row: number;
  message: string;
}

export interface NewVoucher {
  id: string;
  productId: string;
  codeSealed: string;
  codeHash: string;
  expiresOn: string;
  createdAt: string;
  updatedAt: string;
}

/** The rows of the file (a 400 when unreadable, or when a column is unknown or missing). */
export function voucherRowsFromCsv(csv: string): VoucherRow[] {
  const cells = readUploadedCsv(csv);
  const header = cells[0] ?? [];
  const unknown = unknownVoucherColumns(header);
  if (unknown.length > 0) {
    throw badRequest(
      `csv has unknown column(s): ${unknown.join(', ')}. Allowed: course, code, expiresOn`,
    );
  }
  const missing = missingVoucherColumns(header);
  if (missing.length > 0) throw badRequest(`csv lacks the column(s): ${missing.join(', ')}`);
  const rows = rowsToRecords(cells).map((record) => {
    const row: VoucherRow = {};
    for (const [name, value] of Object.entries(record)) {
      const column = voucherColumnOf(name);
      if (column) row[column] = value;
    }
    return row;
  });
  if (rows.length === 0) throw badRequest('There are no rows to import');
  if (rows.length > MAX_VOUCHER_ROWS)
    throw badRequest(`csv has more than ${MAX_VOUCHER_ROWS} rows`);
  return rows;
}

/** Hashes already stored, out of `hashes` (looked up in chunks that fit any driver). */
async function storedHashes(db: Db, hashes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < hashes.length; i += 500) {
    const chunk = hashes.slice(i, i + 500);
    const rows = await db
      .selectFrom('vouchers')
      .select('codeHash')
      .where('codeHash', 'in', chunk)
      .execute();
    for (const row of rows) found.add(row.codeHash);
  }
  return found;
}

/** Every row checked: the vouchers to insert, or the problems (1 = the first data row). */
export async function planVoucherImport(
  db: Db,
  codes: VoucherCodes,
  rows: VoucherRow[],
  now: Date,
): Promise<{ problems: RowProblem[]; vouchers: NewVoucher[]; byCourse: Map<string, number> }> {
  const problems: RowProblem[] = [];
  const products = new Map(
    (await db.selectFrom('voucherProducts').select(['id', 'courseSlug']).execute()).map((p) => [
      p.courseSlug,
      p.id,
    ]),
  );
  const iso = now.toISOString();
  const seen = new Map<string, number>();
  const vouchers: NewVoucher[] = [];
  const rowOf = new Map<string, number>();
  rows.forEach((raw, index) => {
    const row = index + 1;
    const checked = checkVoucherRow(raw, iso.slice(0, 10));
    if ('problem' in checked) return void problems.push({ row, message: checked.problem });
    const { courseSlug, code, expiresOn } = checked.row;
    const productId = products.get(courseSlug);
    if (!productId) {
      return void problems.push({
        row,
        message: `course "${courseSlug}" has no exam voucher product yet: set its price first`,
      });
    }
    const codeHash = codes.hash(code);
    const first = seen.get(codeHash);
    if (first !== undefined) {
      return void problems.push({ row, message: `duplicate code: the same as row ${first}` });
    }
    seen.set(codeHash, row);
    rowOf.set(codeHash, row);
    vouchers.push({
      id: newId(),
      productId,
      codeSealed: codes.seal(code),
      codeHash,
      expiresOn,
      createdAt: iso,
      updatedAt: iso,
    });
  });
  for (const hash of await storedHashes(db, [...seen.keys()])) {
    problems.push({ row: rowOf.get(hash) ?? 0, message: 'duplicate code: already imported' });
  }
  problems.sort((a, b) => a.row - b.row);
  const slugOf = new Map([...products].map(([slug, id]) => [id, slug]));
  const byCourse = new Map<string, number>();
  for (const voucher of vouchers) {
    const slug = slugOf.get(voucher.productId) ?? '';
    byCourse.set(slug, (byCourse.get(slug) ?? 0) + 1);
  }
  return { problems, vouchers, byCourse };
}
