// npm run admin -w api -- create <email> [--username <name>] [--take-over]
// npm run admin -w api -- credential-key <show|rotate|revoke <key>|generate> (cli/credential-key.ts)
// npm run admin -w api -- verify-credential <file> [...]           (cli/verify-credential.ts)
// npm run admin -w api -- audit-archive --before <date> --out <file> (cli/audit-archive.ts)
// npm run admin -w api -- reset-mfa <email>                        (cli/reset-mfa.ts)
// Creates an admin account. An existing account of the address is not made an admin unless the
// operator says --take-over: anyone could have registered the address first. The password comes
// from ADMIN_PASSWORD or, when that is unset, from the first line of stdin (typed without echo on
// a terminal). Uses the same DATA_DIR / DATABASE_URL as the server.
import type { CliIo } from './io';
import { ensureAdmin } from '../admin-account';
import { ConfigError, loadConfig, PRODUCTION_ARGON2 } from '../config';
import { createDb, migrateToLatest } from '../db/database';
import { createRepositories } from '../db/repositories';
import { operatorAuditLog } from '../audit/operator';
import { PasswordHasher } from '../lib/passwords';
import { CREDENTIAL_KEY_USAGE, runCredentialKeyCli } from './credential-key';
import { AUDIT_ARCHIVE_USAGE, runAuditArchiveCli } from './audit-archive';
import { RESET_MFA_USAGE, runResetMfaCli } from './reset-mfa';
import { runVerifyCli, VERIFY_USAGE } from './verify-credential';

const USAGE = `Usage: npm run admin -w api -- create <email> [--username <name>] [--take-over]

Creates an admin account. The password is read from ADMIN_PASSWORD, or from stdin:
  printf '%s\\n' "$PASSWORD" | npm run admin -w api -- create boss@example.com
An account someone already registered with the address is refused unless you add --take-over:
it then becomes the admin with your password, its sessions end and its second factor is removed
(recorded in the audit log).
The database is the server's: DATA_DIR (default ./data of the directory you run npm from) or DATABASE_URL.

${CREDENTIAL_KEY_USAGE}
${VERIFY_USAGE}
${AUDIT_ARCHIVE_USAGE}
${RESET_MFA_USAGE}`;

function readLine(io: CliIo): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin } = io;
    const hidden = Boolean(stdin.isTTY && stdin.setRawMode);
    if (hidden) {
      io.stderr.write('Password for the new admin (not shown): ');
      stdin.setRawMode?.(true);
    }
    let buffer = '';
    const finish = (value: string) => {
      stdin.off('data', onData);
      stdin.off('end', onEnd);
      stdin.off('error', reject);
      if (hidden) {
        stdin.setRawMode?.(false);
        io.stderr.write('\n');
      }
      stdin.pause();
      resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      const text = chunk.toString();
      for (const ch of text) {
        if (ch === '\u0003') {
          reject(new Error('cancelled'));
          return;
        }
        if (ch === '\n' || ch === '\r') {
          finish(buffer);
          return;
        }
        if (hidden && (ch === '\u007f' || ch === '\b')) buffer = buffer.slice(0, -1);
        else buffer += ch;
      }
    };
    const onEnd = () => finish(buffer);
    stdin.on('data', onData);
    stdin.once('end', onEnd);
    stdin.once('error', reject);
    stdin.resume();
  });
}

/** Returns the process exit code. */
export async function runAdminCli(args: string[], io: CliIo): Promise<number> {
  const [command, email, ...rest] = args;
  if (command === 'verify-credential') return runVerifyCli(args.slice(1), io);
  if (command === 'credential-key' || command === 'audit-archive' || command === 'reset-mfa') {
    try {
      const config = loadConfig(
        { ...io.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined },
        io.cwd,
      );
      if (command === 'reset-mfa') return await runResetMfaCli(email, config, io);
      return command === 'credential-key'
        ? await runCredentialKeyCli(email, config, io, rest[0])
        : await runAuditArchiveCli(args.slice(1), config, io);
    } catch (error) {
      io.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
      return 1;
    }
  }
  if (command !== 'create' || !email || email.startsWith('-')) {
    io.stderr.write(USAGE);
    return 2;
  }
  let username: string | undefined;
  let takeOver = false;
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === '--username' && rest[i + 1]) {
      username = rest[i + 1];
      i += 1;
    } else if (rest[i] === '--take-over') {
      takeOver = true;
    } else {
      io.stderr.write(`Unknown argument: ${rest[i]}\n\n${USAGE}`);
      return 2;
    }
  }

  let config;
  try {
    // ADMIN_EMAIL/ADMIN_PASSWORD are this command's input, not the server's bootstrap pair.
    config = loadConfig({ ...io.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined }, io.cwd);
  } catch (error) {
    io.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    return 1;
  }

  const db = createDb(config.database);
  try {
    await migrateToLatest(db, config.database);
    const passwords = new PasswordHasher(config.testOnlyArgon2 ?? PRODUCTION_ARGON2);
    const address = email.trim().toLowerCase();
    const existing = await createRepositories(db).users.findByEmail(address);
    if (existing && existing.role !== 'admin' && !takeOver) {
      io.stderr.write(
        `${address} already has an account (role ${existing.role}), which anyone could have registered; it was not made an admin.\nIf the address is yours, run the command again with --take-over: the account becomes the admin with the password you give, its sessions end and its second factor is removed (recorded in the audit log).\n`,
      );
      return 1;
    }
    let password: string | undefined;
    if (existing?.role !== 'admin') {
      password = io.env.ADMIN_PASSWORD || (await readLine(io));
      if (!password) {
        io.stderr.write('No password given (set ADMIN_PASSWORD or type it on stdin).\n');
        return 1;
      }
    }
    const result = await ensureAdmin(
      {
        db,
        auditLog: await operatorAuditLog(config, db),
        passwords,
        tool: 'npm run admin -- create',
      },
      { email: address, password, username, takeOver },
    );
    const messages = {
      created: `Created the admin account ${address}.`,
      taken_over: `${address} is now an admin with the password you gave; its sessions were ended and its second factor removed (recorded in the audit log).`,
      unchanged: `${address} is already an admin; nothing changed.`,
    };
    io.stdout.write(`${messages[result]}\n`);
    return 0;
  } catch (error) {
    io.stderr.write(
      `Could not create the admin: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  runAdminCli(process.argv.slice(2), {
    env: process.env,
    // `npm run -w api` runs in api/; resolve DATA_DIR where the user typed the command, like the server.
    cwd: process.env.INIT_CWD ?? process.cwd(),
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    },
  );
}
