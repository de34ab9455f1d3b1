// npm run admin -w api -- reset-mfa <email>
// For an owner locked out of their second factor (lost phone and recovery codes) when no other
// admin can reset it: the factor, its recovery codes and every session of the account end, with
// an mfa.reset event in the same transaction (actor: the server's command line).
import { AuditLog, auditKey } from '../audit/log';
import type { AppConfig } from '../config';
import { createDb, migrateToLatest } from '../db/database';
import { createRepositories } from '../db/repositories';
import { resolveSecret } from '../lib/secrets';
import { operatorOrigin } from '../audit/operator';
import { resetSecondFactor } from '../mfa/reset';
import type { CliIo } from './io';

export const RESET_MFA_USAGE = `Usage: npm run admin -w api -- reset-mfa <email>

Turns off the account's two-step sign-in and ends its sessions (recorded in the audit log).
`;

export async function runResetMfaCli(
  email: string | undefined,
  config: AppConfig,
  io: CliIo,
): Promise<number> {
  if (!email || email.startsWith('-')) {
    io.stderr.write(RESET_MFA_USAGE);
    return 2;
  }
  const db = createDb(config.database);
  try {
    await migrateToLatest(db, config.database);
    const user = await createRepositories(db).users.findByEmail(email.trim().toLowerCase());
    if (!user) {
      io.stderr.write(`No account with the e-mail address ${email}.\n`);
      return 1;
    }
    const log = new AuditLog(
      config.database.kind === 'postgres',
      auditKey(resolveSecret(config).secret),
    );
    await log.seal(db);
    const changed = await db.transaction().execute(async (trx) => {
      if (!(await resetSecondFactor(trx, user.id))) return false;
      await log.append(
        trx,
        // The operator acts, not an account: named as such rather than left empty.
        operatorOrigin('npm run admin -- reset-mfa'),
        {
          action: 'mfa.reset',
          target: { type: 'user', id: user.id },
          summary: 'mfa.reset_cli',
          params: { email: user.email },
        },
      );
      return true;
    });
    if (!changed) {
      io.stdout.write(`${user.email} has no two-step sign-in turned on; nothing changed.\n`);
      return 0;
    }
    io.stdout.write(
      `Reset the two-step sign-in of ${user.email} and ended its sessions (recorded in the audit log). The account signs in with its password alone until its owner turns it on again.\n`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}
