// Exam voucher codes are bought from the vendor and are worth money: they are sealed at rest
// (AES-256-GCM, lib/seal.ts) and found by a keyed hash of the normalized code, so the same code
// cannot be imported twice and a database leak alone reveals neither the codes nor a way to test
// guesses against the hashes.
import { createHmac } from 'node:crypto';
import { normalizeVoucherCode } from 'contracts';
import { seal, unseal } from '../lib/seal';
import type { Keys } from '../lib/secrets';

export class VoucherCodes {
  constructor(
    private readonly sealKey: Buffer,
    private readonly hashKey: Buffer,
  ) {}

  static fromKeys(keys: Pick<Keys, 'voucherCodes' | 'voucherCodeHash'>): VoucherCodes {
    return new VoucherCodes(keys.voucherCodes, keys.voucherCodeHash);
  }

  /** The code as stored: sealed, as written (trimmed). */
  seal(code: string): string {
    return seal(code.trim(), this.sealKey);
  }

  /** The code itself, for fulfilment only; never for a list or a log. */
  open(sealed: string): string {
    return unseal(sealed, this.sealKey);
  }

  /** The uniqueness key of a code: HMAC-SHA256 of the normalized code, hex. */
  hash(code: string): string {
    return createHmac('sha256', this.hashKey).update(normalizeVoucherCode(code)).digest('hex');
  }
}
