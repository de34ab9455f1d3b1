// Every CSV file the API answers is written by writeCsv (lib/csv-dialect.ts), which neutralises
// the cells a spreadsheet would run as formulas (= + - @ tab CR). This hook makes it the only
// way: an answer of type text/csv with any other body fails (500, logged) instead of leaving, so
// an export written by hand cannot forget the escaping; its first test shows it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isWrittenCsv } from '../lib/csv-dialect';

export default fp(
  async function csvExports(app: FastifyInstance) {
    // A callback hook: it runs for every answer, and a promise per answer is measurable on the
    // certificate lookup.
    app.addHook('onSend', (request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !/^text\/csv\b/i.test(type) || isWrittenCsv(payload)) {
        done(null, payload);
        return;
      }
      done(
        new Error(
          `${request.method} ${request.routeOptions.url ?? request.url} answered text/csv that writeCsv (lib/csv-dialect.ts) did not write: its cells' formulas are not neutralised`,
        ),
      );
    });
  },
  { name: 'csv-exports' },
);
