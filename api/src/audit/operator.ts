// The actor of what the server's operator does outside any request: the admin command line and
// the ADMIN_EMAIL bootstrap at start. No account acts, so the events name the operator instead
// of leaving the actor empty, and say which tool it used where a request would give its agent.
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { resolveSecret } from '../lib/secrets';
import { AuditLog, auditKey, type AuditOrigin } from './log';

/** The actor's label in the audit log. */
export const OPERATOR = 'operator (command line)';

/** The origin of an operator's event; `tool` is what ran it (e.g. `npm run admin -- reset-mfa`). */
export function operatorOrigin(tool: string): AuditOrigin {
  return { ip: null, userAgent: tool, requestId: null, actor: { id: null, email: OPERATOR } };
}

/** The audit log as the command line writes to it (the server's own is `app.auditLog`). */
export async function operatorAuditLog(config: AppConfig, db: Db): Promise<AuditLog> {
  const log = new AuditLog(
    config.database.kind === 'postgres',
    auditKey(resolveSecret(config).secret),
  );
  await log.seal(db);
  return log;
}
