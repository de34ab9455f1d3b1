// The sales address hears when an exam voucher runs low: the order that takes a product's
// available codes to its threshold or below queues one e-mail, in that order's transaction, so
// the notice is sent exactly when the stock really crossed the line (an order that rolls back
// sends nothing, and orders below the line do not repeat it). Staff e-mails stay in English.
import type { Db } from '../db/database';
import type { MailMessage } from '../plugins/mail';

export async function lowStockNotice(
  trx: Db,
  productId: string,
  taken: number,
  to: string,
  now: Date,
): Promise<MailMessage | undefined> {
  const product = await trx
    .selectFrom('voucherProducts')
    .select(['courseSlug', 'lowStockThreshold'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) return undefined;
  const row = await trx
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('productId', '=', productId)
    .where('state', '=', 'available')
    .where('expiresOn', '>=', now.toISOString().slice(0, 10))
    .executeTakeFirst();
  const left = Number(row?.n ?? 0);
  const threshold = product.lowStockThreshold;
  if (left > threshold || left + taken <= threshold) return undefined;
  const text = `Exam vouchers for ${product.courseSlug} are running low: ${left} code${left === 1 ? '' : 's'} left (the threshold is ${threshold}). Import more codes in the admin panel's voucher stock.`;
  return {
    to,
    kind: 'low-stock',
    lang: 'en',
    subject: `Low stock: ${left} exam voucher code${left === 1 ? '' : 's'} left for ${product.courseSlug}`,
    text: `${text}\n`,
    html: `<!doctype html><html lang="en"><body><p>${text}</p></body></html>`,
  };
}
