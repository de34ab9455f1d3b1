import { randomInt, randomUUID } from 'node:crypto';

/** Primary keys: random, so row ids reveal nothing about how many rows exist. */
export function newId(): string {
  return randomUUID();
}

/** No 0/O, 1/I/L: easy to read aloud and to type from a printed certificate. */
export const CERTIFICATE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CERTIFICATE_PREFIX = 'SB-';
export const CERTIFICATE_RANDOM_LENGTH = 12;

/** `SB-` + 12 characters from a 31-letter alphabet: about 59 bits from a CSPRNG. */
export function newCertificateId(): string {
  let out = CERTIFICATE_PREFIX;
  for (let i = 0; i < CERTIFICATE_RANDOM_LENGTH; i += 1) {
    out += CERTIFICATE_ALPHABET[randomInt(CERTIFICATE_ALPHABET.length)];
  }
  return out;
}

/** Certificate IDs are matched case-insensitively; they are stored upper-case. */
export function normalizeCertificateId(id: string): string {
  return id.trim().toUpperCase();
}
