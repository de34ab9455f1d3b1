// The JWT signing secret comes from JWT_SECRET; outside production it is generated once into
// DATA_DIR so tokens survive restarts without any setup. Other keys are derived from it.
import { createHmac, randomBytes } from 'node:crypto';
import { closeSync, fchmodSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { ensurePrivateDirSync, PRIVATE_FILE_MODE } from './private-files';

export interface Keys {
  jwt: Buffer;
  /** Keyed hashing of one-time codes, so a database leak does not reveal live codes. */
  otp: Buffer;
  /** Encrypts the credential signing keys stored in the database. */
  credentialKeys: Buffer;
  /** Encrypts the TOTP secrets (MFA_ENCRYPTION_KEY replaces it). */
  mfa: Buffer;
  /** Encrypts the exam voucher codes bought from vendors. */
  voucherCodes: Buffer;
  /** Keys the hash that keeps one voucher code from being imported twice. */
  voucherCodeHash: Buffer;
}

export function resolveSecret(config: AppConfig): { secret: string; generatedAt?: string } {
  if (config.jwtSecret) return { secret: config.jwtSecret };
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return { secret: existing };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  ensurePrivateDirSync(config.dataDir);
  const secret = randomBytes(48).toString('base64url');
  // Private before the secret is in it, also when a file too short to use was there.
  const fd = openSync(file, 'w', PRIVATE_FILE_MODE);
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
    writeFileSync(fd, `${secret}\n`);
  } finally {
    closeSync(fd);
  }
  return { secret, generatedAt: file };
}

export function deriveKeys(secret: string): Keys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  return {
    jwt: derive('jwt-hs256'),
    otp: derive('one-time-codes'),
    credentialKeys: derive('credential-signing-keys'),
    mfa: derive('mfa-secrets'),
    voucherCodes: derive('voucher-codes'),
    voucherCodeHash: derive('voucher-code-hash'),
  };
}
