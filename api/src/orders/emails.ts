// The e-mails of an order, in the language it was placed in: how to pay (bank details, the UPI
// link of the exact amount, PayPal), the payment received with the invoice's link, the voucher
// codes, and the seat confirmation with a calendar file. Each is queued by the caller in the
// transaction of the change that causes it.
import {
  fillPlaceholders,
  formatMoney,
  isLang,
  upiLink,
  type Lang,
  type SiteConfig,
} from 'contracts';
import type { Selectable } from 'kysely';
import type { BatchesTable, OrderLinesTable, OrdersTable } from '../db/schema';
import type { MailMessage } from '../plugins/mail';
import { orderEmailTexts } from './email-texts';
import { batchIcs } from './ics';

type Order = Selectable<OrdersTable>;
type Line = Selectable<OrderLinesTable>;

export interface EmailContext {
  site: SiteConfig;
  upiVpa: string;
  publicOrigin: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function message(to: string, lang: Lang, kind: string, subject: string, lines: string[]) {
  const dir = lang === 'ar' ? ' dir="rtl"' : '';
  const body = lines.map((l) => `<p>${escapeHtml(l).replace(/\n/g, '<br>')}</p>`).join('\n');
  return {
    to,
    kind,
    lang,
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${lang}"${dir}><body>${body}</body></html>`,
  } satisfies MailMessage;
}

const langOfOrder = (order: Order): Lang => (isLang(order.lang) ? order.lang : 'en');

function when(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

function day(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** The UPI link of an order, when it can be paid by UPI (rupees only). */
export function orderUpiLink(order: Order, ctx: EmailContext): string | null {
  if (order.currency !== 'INR' || (order.method !== 'bank' && order.method !== 'upi')) return null;
  return upiLink({
    payee: ctx.upiVpa,
    payeeName: ctx.site.bank.accountHolderName,
    amount: order.total,
    reference: order.reference,
  });
}

export function orderPlacedEmail(to: string, order: Order, ctx: EmailContext): MailMessage {
  const lang = langOfOrder(order);
  const t = orderEmailTexts[lang];
  const { bank } = ctx.site;
  const values = {
    brand: ctx.site.brandName,
    reference: order.reference,
    total: formatMoney({ amount: order.total, currency: order.currency }, lang),
    holdUntil: when(order.holdUntil, lang),
    bank: `${bank.bankName}, ${bank.accountHolderName}, A/C ${bank.accountNumber}, IFSC ${bank.ifscCode}`,
    upi: orderUpiLink(order, ctx) ?? '',
    paypal: ctx.site.payments.paypalUrl,
  };
  const how: string[] =
    order.method === 'bank' || order.method === 'upi'
      ? [t.bank, ...(values.upi ? [t.upi] : []), t.utr]
      : [order.method === 'paypal' ? t.paypal : t.card];
  const lines = [t.placed[0], t.placed[1], ...how, t.placed[2]].map((l) =>
    fillPlaceholders(l, values),
  );
  return message(to, lang, 'order-placed', fillPlaceholders(t.placedSubject, values), lines);
}

export function paymentReceivedEmail(
  to: string,
  order: Order,
  invoiceNumber: string,
  ctx: EmailContext,
): MailMessage {
  const lang = langOfOrder(order);
  const t = orderEmailTexts[lang];
  const values = {
    brand: ctx.site.brandName,
    reference: order.reference,
    total: formatMoney({ amount: order.total, currency: order.currency }, lang),
    invoice: invoiceNumber,
    invoiceUrl: `${ctx.publicOrigin}/api/orders/${order.reference}/invoice`,
  };
  const lines = t.paid.map((l) => fillPlaceholders(l, values));
  return message(to, lang, 'order-paid', fillPlaceholders(t.paidSubject, values), lines);
}

export function vouchersEmail(
  to: string,
  order: Order,
  line: Line,
  codes: Array<{ code: string; expiresOn: string }>,
): MailMessage {
  const lang = langOfOrder(order);
  const t = orderEmailTexts[lang];
  const values = { reference: order.reference, course: line.description };
  const list = codes.map((c) => `${c.code} (${day(c.expiresOn, lang)})`).join('\n');
  const lines = [fillPlaceholders(t.vouchers[0], values), list, t.vouchers[1]];
  return message(to, lang, 'order-vouchers', fillPlaceholders(t.vouchersSubject, values), lines);
}

export function seatsEmail(
  to: string,
  order: Order,
  line: Line,
  batch: Selectable<BatchesTable>,
  now: Date,
): MailMessage {
  const lang = langOfOrder(order);
  const t = orderEmailTexts[lang];
  const attendees = JSON.parse(line.attendees) as string[];
  const values = {
    course: line.description,
    startsOn: day(batch.startsOn, lang),
    dates: `${day(batch.startsOn, lang)} – ${day(batch.endsOn, lang)}`,
    schedule: batch.schedule,
    attendees: attendees.join(', '),
  };
  const lines = t.seats.map((l) => fillPlaceholders(l, values));
  const ics = batchIcs({
    // The batch's id makes the event unique; the reference tells the buyer's orders apart.
    uid: `${order.reference}-${batch.id}`,
    title: line.description,
    startsOn: batch.startsOn,
    endsOn: batch.endsOn,
    description: `${order.reference}: ${batch.schedule}`,
    location: batch.mode === 'online' ? 'Online' : (batch.city ?? ''),
    stamp: now,
  });
  return {
    ...message(to, lang, 'order-seats', fillPlaceholders(t.seatsSubject, values), lines),
    attachments: [
      {
        filename: `${order.reference}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ics, 'utf8').toString('base64'),
      },
    ],
  };
}
