// The issuer's Ed25519 signing keys. They live in the database, so every instance sharing it signs
// with the same key; the secret half is encrypted (AES-256-GCM) with a key derived from the
// server secret (JWT_SECRET or DATA_DIR/jwt-secret). CREDENTIAL_SIGNING_KEY, when set, is the
// signing key instead (only its public half is stored). Every key ever used stays published in
// the DID document, so credentials signed before a rotation still verify. The newest key signs.
// A key replaced by a newer one is retired: what it signed before still verifies, a signature it
// makes after (a copy of the key leaked) does not. A revoked key (leaked) verifies nothing: it
// leaves the DID document's assertionMethod, and its credentials are signed again.
import * as base58 from 'base58-universal';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { seal, unseal } from '../lib/seal';

export interface PublishedKey {
  /** The fragment of the verification method: `key-1`, `key-2`… */
  keyId: string;
  publicKeyMultibase: string;
  createdAt: string;
  /** When a newer key replaced it; null while it signs. */
  retiredAt?: string | null;
  /** When it was revoked; null unless it leaked. */
  revokedAt?: string | null;
}

/** A key pair as the signature suite takes it (an Ed25519Multikey instance). */
export type KeyPair = {
  id?: string;
  controller?: string;
  publicKeyMultibase: string;
  signer: () => unknown;
};

export interface ActiveKey {
  keyId: string;
  keyPair: KeyPair;
}

const SECRET_HEADER = [0x80, 0x26];
const PUBLIC_HEADER = [0xed, 0x01];

export class SigningKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SigningKeyError';
  }
}

/** The public key (multibase) of an Ed25519 secret key in Multikey form (`z…`, 64 bytes). */
export function publicKeyOf(secretKeyMultibase: string): string {
  let bytes: Uint8Array;
  try {
    if (!secretKeyMultibase.startsWith('z')) throw new Error('not base58btc');
    bytes = base58.decode(secretKeyMultibase.slice(1));
  } catch {
    throw new SigningKeyError(
      'CREDENTIAL_SIGNING_KEY must be an Ed25519 secret key in Multikey form (z…); print a new one with: npm run admin -w api -- credential-key generate',
    );
  }
  if (bytes.length !== 66 || bytes[0] !== SECRET_HEADER[0] || bytes[1] !== SECRET_HEADER[1]) {
    throw new SigningKeyError(
      'CREDENTIAL_SIGNING_KEY is not an Ed25519 secret key in Multikey form (z…, 64 bytes); print a new one with: npm run admin -w api -- credential-key generate',
    );
  }
  return `z${base58.encode(Uint8Array.from([...PUBLIC_HEADER, ...bytes.slice(34)]))}`;
}

export async function generateSecretKey(): Promise<{ secret: string; public: string }> {
  const key = await Ed25519Multikey.generate();
  const exported = await key.export({ publicKey: true, secretKey: true });
  return { secret: exported.secretKeyMultibase, public: exported.publicKeyMultibase };
}

function decrypt(sealed: string, key: Buffer): string {
  try {
    return unseal(sealed, key);
  } catch {
    throw new SigningKeyError(
      'The credential signing key cannot be decrypted: the server secret (JWT_SECRET or DATA_DIR/jwt-secret) is not the one it was stored with. Restore that secret, set CREDENTIAL_SIGNING_KEY, or rotate the key (npm run admin -w api -- credential-key rotate).',
    );
  }
}

export class CredentialKeys {
  private cached: { seq: number; active: ActiveKey } | undefined;

  constructor(
    private readonly db: Db,
    private readonly encryptionKey: Buffer,
    private readonly envSecret: string | undefined,
  ) {}

  get fromEnvironment(): boolean {
    return this.envSecret !== undefined;
  }

  async published(): Promise<PublishedKey[]> {
    const rows = await this.db
      .selectFrom('credentialKeys')
      .select(['keyId', 'publicKeyMultibase', 'createdAt', 'retiredAt', 'revokedAt'])
      .orderBy('seq')
      .execute();
    return rows;
  }

  /**
   * Revokes a key (it leaked): a newer key signs from now on if it was the one signing, and none
   * of its signatures verify any more. The caller signs its credentials again
   * (CredentialService.resignRevoked). Undefined when it was already revoked.
   */
  async revoke(keyId: string, db: Db = this.db): Promise<PublishedKey | undefined> {
    const row = await db
      .selectFrom('credentialKeys')
      .select(['seq', 'keyId', 'publicKeyMultibase', 'createdAt', 'retiredAt', 'revokedAt'])
      .where('keyId', '=', keyId)
      .executeTakeFirst();
    if (!row) throw new SigningKeyError(`There is no credential signing key ${keyId}.`);
    if (row.revokedAt) return undefined;
    if (!row.retiredAt) {
      if (this.envSecret && publicKeyOf(this.envSecret) === row.publicKeyMultibase) {
        throw new SigningKeyError(
          `${keyId} is CREDENTIAL_SIGNING_KEY: set it to a new key on every instance first (npm run admin -w api -- credential-key generate), then revoke ${keyId}.`,
        );
      }
      // It signs now: a new key takes over first (and retires it).
      await this.rotate(db);
    }
    const now = new Date().toISOString();
    await db
      .updateTable('credentialKeys')
      .set((eb) => ({ revokedAt: now, retiredAt: eb.fn.coalesce('retiredAt', eb.val(now)) }))
      .where('keyId', '=', keyId)
      .execute();
    return { ...row, retiredAt: row.retiredAt ?? now, revokedAt: now };
  }

  /**
   * Makes sure a signing key exists (first start) and returns the one that signs now. `db` is
   * the caller's transaction when it has one (SQLite has one connection: another query would wait
   * for the transaction forever).
   */
  async active(db: Db = this.db): Promise<ActiveKey> {
    if (this.envSecret) return this.envKey(this.envSecret, db);
    const top = await db
      .selectFrom('credentialKeys')
      .select(['seq', 'keyId', 'publicKeyMultibase', 'secretKey'])
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!top || !top.secretKey) {
      // First start, or the previous key came from CREDENTIAL_SIGNING_KEY, now unset.
      await this.rotate(db);
      return this.active(db);
    }
    if (this.cached?.seq === top.seq) return this.cached.active;
    const secretKeyMultibase = decrypt(top.secretKey, this.encryptionKey);
    const active = {
      keyId: top.keyId,
      keyPair: await Ed25519Multikey.from({
        type: 'Multikey',
        publicKeyMultibase: top.publicKeyMultibase,
        secretKeyMultibase,
      }),
    };
    this.cached = { seq: top.seq, active };
    return active;
  }

  /**
   * Adds a new key that signs from now on; the old ones stay published. Another instance adding
   * one at the same moment wins the race and its key is used.
   */
  async rotate(db: Db = this.db): Promise<PublishedKey> {
    if (this.envSecret) {
      throw new SigningKeyError(
        'CREDENTIAL_SIGNING_KEY is set: rotate by setting it to a new key (npm run admin -w api -- credential-key generate); the old key stays published.',
      );
    }
    const { secret, public: publicKeyMultibase } = await generateSecretKey();
    return this.insert(db, publicKeyMultibase, seal(secret, this.encryptionKey));
  }

  private async envKey(secretKeyMultibase: string, db: Db): Promise<ActiveKey> {
    const publicKeyMultibase = publicKeyOf(secretKeyMultibase);
    const existing = await db
      .selectFrom('credentialKeys')
      .select(['seq', 'keyId', 'retiredAt'])
      .where('publicKeyMultibase', '=', publicKeyMultibase)
      .executeTakeFirst();
    // Another instance has a newer key (a rolling change of CREDENTIAL_SIGNING_KEY), or this
    // one was revoked: what it signed now would not verify, so it signs nothing.
    if (existing?.retiredAt) {
      throw new SigningKeyError(
        `CREDENTIAL_SIGNING_KEY (${existing.keyId}) was replaced or revoked and signs nothing more: give every instance the new key (npm run admin -w api -- credential-key generate).`,
      );
    }
    if (this.cached) return this.cached.active;
    const stored = existing ?? (await this.insert(db, publicKeyMultibase, null));
    const active = {
      keyId: stored.keyId,
      keyPair: await Ed25519Multikey.from({
        type: 'Multikey',
        publicKeyMultibase,
        secretKeyMultibase,
      }),
    };
    this.cached = { seq: -1, active };
    return active;
  }

  private async insert(
    db: Db,
    publicKeyMultibase: string,
    secretKey: string | null,
  ): Promise<PublishedKey> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const last = await db
        .selectFrom('credentialKeys')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirst();
      const seq = Number(last?.seq ?? 0) + 1;
      const row = {
        seq,
        keyId: `key-${seq}`,
        publicKeyMultibase,
        secretKey,
        createdAt: new Date().toISOString(),
      };
      try {
        await db.insertInto('credentialKeys').values(row).execute();
        // The keys before it stop signing now: their signatures dated later are refused.
        await db
          .updateTable('credentialKeys')
          .set({ retiredAt: row.createdAt })
          .where('seq', '<', seq)
          .where('retiredAt', 'is', null)
          .execute();
        return row;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another instance stored a key at the same moment (or the same public key).
        const same = await db
          .selectFrom('credentialKeys')
          .select(['keyId', 'publicKeyMultibase', 'createdAt'])
          .where('publicKeyMultibase', '=', publicKeyMultibase)
          .executeTakeFirst();
        if (same) return same;
        if (secretKey !== null) {
          // Its key signs; ours was never used.
          const theirs = await db
            .selectFrom('credentialKeys')
            .select(['keyId', 'publicKeyMultibase', 'createdAt'])
            .where('seq', '=', seq)
            .executeTakeFirst();
          if (theirs) return theirs;
        }
      }
    }
    throw new Error('could not store a credential signing key');
  }
}
