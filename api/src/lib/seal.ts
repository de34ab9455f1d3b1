// Secrets kept in the database (the credential signing key, TOTP secrets) are sealed with
// AES-256-GCM under a key derived from the server secret (or given): 'v1.<iv>.<tag>.<ciphertext>'.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export class UnsealError extends Error {
  constructor() {
    super('sealed value cannot be opened with this key');
    this.name = 'UnsealError';
  }
}

export function seal(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'))].join('.');
}

export function unseal(sealed: string, key: Buffer): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new UnsealError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new UnsealError();
  }
}
