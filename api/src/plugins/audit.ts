// `app.audit(trx, request, entry)`: appends an audit event inside the change's transaction
// (audit/log.ts). `app.auditLog` checks the chain.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AuditLog, originOf, type AuditEntry } from '../audit/log';
import type { Db } from '../db/database';

export default fp(
  async function audit(app: FastifyInstance) {
    const log = new AuditLog(app.config.database.kind === 'postgres');
    app.decorate('auditLog', log);
    app.decorate('audit', (trx: Db, request: FastifyRequest, entry: AuditEntry) =>
      log.append(trx, originOf(request), entry),
    );
  },
  { name: 'audit', dependencies: ['db'] },
);
