// npm run admin -w api -- credential-key show|rotate|generate
//   show      the DID, the key that signs now and the DID document (/.well-known/did.json)
//   rotate    a new key signs from now on (every instance, at its next signature); the old ones
//             stay published, so credentials signed before still verify
//   generate  prints a new secret key for CREDENTIAL_SIGNING_KEY (stores nothing)
import type { AppConfig } from '../config';
import { generateSecretKey } from '../credentials/keys';
import { CredentialService } from '../credentials/service';
import { createDb, migrateToLatest } from '../db/database';
import { deriveKeys, resolveSecret } from '../lib/secrets';
import type { CliIo } from './admin';

export const CREDENTIAL_KEY_USAGE = `Usage: npm run admin -w api -- credential-key <show|rotate|generate>

  show      prints the issuer's DID, the key that signs now and the DID document
  rotate    adds a new signing key; older keys stay published so their credentials still verify
  generate  prints a new Ed25519 secret key for CREDENTIAL_SIGNING_KEY (stores nothing)
`;

export async function runCredentialKeyCli(
  action: string | undefined,
  config: AppConfig,
  io: CliIo,
): Promise<number> {
  if (action === 'generate') {
    const key = await generateSecretKey();
    io.stdout.write(
      `CREDENTIAL_SIGNING_KEY=${key.secret}\n# public key: ${key.public}\n# Keep the secret like a password; every instance gets the same value.\n`,
    );
    return 0;
  }
  if (action !== 'show' && action !== 'rotate') {
    io.stderr.write(CREDENTIAL_KEY_USAGE);
    return 2;
  }
  const db = createDb(config.database);
  try {
    await migrateToLatest(db, config.database);
    const { secret } = resolveSecret(config);
    const service = new CredentialService(db, config, deriveKeys(secret).credentialKeys);
    if (action === 'rotate') {
      const key = await service.keys.rotate();
      io.stdout.write(`Rotated: ${service.did}#${key.keyId} signs from now on.\n`);
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
