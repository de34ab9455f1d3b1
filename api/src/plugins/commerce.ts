// `app.voucherCodes`: seals and hashes exam voucher codes (commerce/codes.ts) with keys derived
// from the server secret, which is never in the database.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VoucherCodes } from '../commerce/codes';
import { deriveKeys, resolveSecret } from '../lib/secrets';

export default fp(
  async function commerce(app: FastifyInstance) {
    app.decorate(
      'voucherCodes',
      VoucherCodes.fromKeys(deriveKeys(resolveSecret(app.config).secret)),
    );
  },
  // After auth, which makes the server secret when DATA_DIR has none yet.
  { name: 'commerce', dependencies: ['db', 'auth'] },
);
