// An order's GST documents as PDFs, drawn on the server (invoices/invoice-pdf.ts) from the
// amounts the order was charged: the tax invoice once it is paid, the credit note once refunded.
// The buyer and the staff may download them.
import { errors, OrderReferenceParams } from 'contracts';
import { Type } from 'typebox';
import type { DocumentKind } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { renderInvoicePdf } from '../../invoices/invoice-pdf';
import { orderDocument } from '../../orders/documents';
import { orderForViewer } from './access';

const Pdf = {
  description: 'The PDF',
  content: {
    'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
  },
};

const KINDS: Array<[DocumentKind, string, string]> = [
  [
    'invoice',
    'The tax invoice of a paid order (PDF; buyer or staff)',
    'This order has no invoice yet',
  ],
  [
    'credit-note',
    'The credit note of a refunded order (PDF; buyer or staff)',
    'This order has no credit note',
  ],
];

export const orderDocumentRoutes: RoutePlugin = async (app) => {
  for (const [kind, summary, missing] of KINDS) {
    app.get(
      `/orders/:reference/${kind}`,
      {
        schema: {
          tags: ['commerce'],
          summary,
          security: bearer,
          params: OrderReferenceParams,
          response: { 200: Pdf, ...errors(400, 401, 404) },
        },
        preHandler: app.authenticate,
      },
      async (request, reply) => {
        const order = await orderForViewer(app, request, request.params.reference);
        const [docs, line] = await Promise.all([
          app.db.selectFrom('invoices').selectAll().where('orderId', '=', order.id).execute(),
          app.db
            .selectFrom('orderLines')
            .selectAll()
            .where('orderId', '=', order.id)
            .executeTakeFirstOrThrow(),
        ]);
        const issued = docs.find((d) => d.kind === kind);
        if (!issued) throw notFound(missing);
        const invoice = docs.find((d) => d.kind === 'invoice');
        const { site, commerce } = app.config;
        const pdf = renderInvoicePdf(orderDocument(order, line, issued, invoice, site, commerce));
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="${issued.number.replace(/\//g, '-')}.pdf"`,
          )
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }
};
