// A deliberately small HS256 JWT: the only accepted algorithm is HS256 (no `none`, no key
// confusion), no header extension (`crit`) is accepted, signatures are compared in constant
// time, and `exp` is always required.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const MAX_TOKEN_LIFETIME_SECONDS = 8 * 3600;

export interface TokenClaims {
  sub: string;
  /** The user's token version when the token was issued; bumping it revokes every token. */
  ver: number;
  /** The session the token belongs to (sessions table); signing it out refuses the token. */
  sid?: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, key: Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

export function signToken(
  claims: { sub: string; ver: number; sid?: string },
  key: Buffer,
  ttlSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const lifetime = Math.min(ttlSeconds, MAX_TOKEN_LIFETIME_SECONDS);
  const payload: TokenClaims = { ...claims, iat: nowSeconds, exp: nowSeconds + lifetime };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${sign(body, key).toString('base64url')}`;
}

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Returns the claims of a valid, unexpired token, or undefined for anything else. */
export function verifyToken(
  token: string,
  key: Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = parseJson(headerPart) as
    { alg?: unknown; typ?: unknown; crit?: unknown } | undefined;
  if (!header || header.alg !== 'HS256' || (header.typ !== undefined && header.typ !== 'JWT')) {
    return undefined;
  }
  // `crit` names extensions the recipient must understand or refuse the token (RFC 7515 4.1.11);
  // this verifier understands none, so any `crit` at all (even an empty list) is a refusal.
  if (Object.hasOwn(header, 'crit')) return undefined;
  const expected = sign(`${headerPart}.${payloadPart}`, key);
  const given = Buffer.from(signaturePart, 'base64url');
  // Node's decoder is lenient ('=' padding, '+' and '/', non-zero padding bits in the last
  // character are all read): only the one canonical spelling of the signature is accepted, so
  // a token is one exact string and a changed one never passes as the same token.
  if (given.toString('base64url') !== signaturePart) return undefined;
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = parseJson(payloadPart) as Partial<TokenClaims> | undefined;
  if (
    !claims ||
    typeof claims.sub !== 'string' ||
    !Number.isInteger(claims.ver) ||
    (claims.sid !== undefined && typeof claims.sid !== 'string') ||
    !Number.isInteger(claims.iat) ||
    !Number.isInteger(claims.exp)
  ) {
    return undefined;
  }
  const { exp, iat } = claims as TokenClaims;
  if (exp <= nowSeconds) return undefined;
  if (exp - iat > MAX_TOKEN_LIFETIME_SECONDS) return undefined;
  if (iat > nowSeconds + 60) return undefined;
  return claims as TokenClaims;
}
