// `app.audit(trx, request, entry)`: appends an audit event inside the change's transaction
// (audit/log.ts). `app.auditLog` checks the chain.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AuditLog, auditKey, originOf, type AuditEntry } from '../audit/log';
import type { Db } from '../db/database';
import { resolveSecret } from '../lib/secrets';

export default fp(
  async function audit(app: FastifyInstance) {
    // The chain's key comes from the server secret, outside the database (audit/log.ts says why).
    const key = auditKey(resolveSecret(app.config).secret);
    const log = new AuditLog(app.config.database.kind === 'postgres', key);
    // Before the first event: the marks the migrations wrote without the key get its seal.
    await log.seal(app.db);
    app.decorate('auditLog', log);
    app.decorate('audit', (trx: Db, request: FastifyRequest, entry: AuditEntry) =>
      log.append(trx, originOf(request), entry),
    );
  },
  // After auth, which makes the server secret when DATA_DIR has none yet.
  { name: 'audit', dependencies: ['db', 'auth'] },
);
