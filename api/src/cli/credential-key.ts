// npm run admin -w api -- credential-key show|rotate|revoke <key-id>|generate
//   show      the DID, the key that signs now and the DID document (/.well-known/did.json)
//   rotate    a new key signs from now on (every instance, at its next signature); the old ones
//             stay published, so credentials signed before still verify, and are retired: a
//             signature of theirs dated later is refused
//   revoke    a leaked key: it leaves the DID document's assertionMethod (nothing it signed
//             verifies), and the status list and its credentials are signed again with the key
//             that signs now (run it again after an interruption: it carries on)
//   generate  prints a new secret key for CREDENTIAL_SIGNING_KEY (stores nothing)
// Rotation and revocation are written to the audit log in the transaction of the change, with
// the operator at the server's command line as the actor.
import type { AuditSummaryKey } from 'contracts';
import type { AuditLog } from '../audit/log';
import { operatorAuditLog, operatorOrigin } from '../audit/operator';
import type { AppConfig } from '../config';
import { generateSecretKey } from '../credentials/keys';
import { CredentialService } from '../credentials/service';
import { createDb, migrateToLatest, type Db } from '../db/database';
import { deriveKeys, resolveSecret } from '../lib/secrets';
import type { CliIo } from './io';

export const CREDENTIAL_KEY_USAGE = `Usage: npm run admin -w api -- credential-key <show|rotate|revoke <key-id>|generate>

  show      prints the issuer's DID, the key that signs now and the DID document
  rotate    adds a new signing key; older keys stay published so their credentials still verify
  revoke    revokes a leaked key (key-1…): nothing it signed verifies any more, and its
            credentials are signed again with the key that signs now
  generate  prints a new Ed25519 secret key for CREDENTIAL_SIGNING_KEY (stores nothing)
`;

/** One event of a key's change, inside the transaction of the change. */
async function audit(
  log: AuditLog,
  trx: Db,
  command: string,
  action: 'credential_key.rotate' | 'credential_key.revoke',
  summary: AuditSummaryKey,
  params: { key: string; current?: string },
): Promise<void> {
  await log.append(trx, operatorOrigin(command), {
    action,
    target: { type: 'credential_key', id: params.key },
    summary,
    params,
  });
}

export async function runCredentialKeyCli(
  action: string | undefined,
  config: AppConfig,
  io: CliIo,
  keyId?: string,
): Promise<number> {
  if (action === 'generate') {
    const key = await generateSecretKey();
    io.stdout.write(
      `CREDENTIAL_SIGNING_KEY=${key.secret}\n# public key: ${key.public}\n# Keep the secret like a password; every instance gets the same value.\n`,
    );
    return 0;
  }
  if (
    (action !== 'show' && action !== 'rotate' && action !== 'revoke') ||
    (action === 'revoke' && !/^key-\d{1,9}$/.test(keyId ?? ''))
  ) {
    io.stderr.write(CREDENTIAL_KEY_USAGE);
    return 2;
  }
  const db = createDb(config.database);
  try {
    await migrateToLatest(db, config.database);
    const { secret } = resolveSecret(config);
    const service = new CredentialService(db, config, deriveKeys(secret).credentialKeys);
    if (action === 'rotate') {
      const log = await operatorAuditLog(config, db);
      const key = await db.transaction().execute(async (trx) => {
        const added = await service.keys.rotate(trx);
        await audit(
          log,
          trx,
          'npm run admin -- credential-key rotate',
          'credential_key.rotate',
          'credential_key.rotated',
          { key: added.keyId },
        );
        return added;
      });
      io.stdout.write(`Rotated: ${service.did}#${key.keyId} signs from now on.\n`);
    }
    if (action === 'revoke' && keyId) {
      const log = await operatorAuditLog(config, db);
      const revoked = await db.transaction().execute(async (trx) => {
        const key = await service.keys.revoke(keyId, trx);
        if (key) {
          const current = await service.keys.active(trx);
          await audit(
            log,
            trx,
            'npm run admin -- credential-key revoke',
            'credential_key.revoke',
            'credential_key.revoked',
            { key: keyId, current: current.keyId },
          );
        }
        return key;
      });
      const signed = await service.resignRevoked();
      io.stdout.write(
        `${revoked ? 'Revoked' : 'Already revoked'}: ${service.did}#${keyId} verifies nothing any more; ${signed} credential(s) and the status list signed again with the current key.\n`,
      );
    }
    const active = await service.keys.active();
    const document = await service.didDocument();
    const method = (
      document.verificationMethod as Array<{ id: string; publicKeyMultibase: string }>
    ).find((m) => m.id === `${service.did}#${active.keyId}`);
    io.stdout.write(
      `Issuer: ${service.did}\nSigning key: ${service.did}#${active.keyId}\nPublic key (Multikey): ${method?.publicKeyMultibase ?? '?'}\nDID document (${config.publicOrigin}/.well-known/did.json):\n${JSON.stringify(document, null, 2)}\n`,
    );
    return 0;
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await db.destroy();
  }
}
