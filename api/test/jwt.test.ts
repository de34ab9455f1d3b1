import { createHmac } from 'node:crypto';
import { MAX_TOKEN_LIFETIME_SECONDS, signToken, verifyToken } from '../src/lib/jwt';
import { deriveKeys, resolveSecret } from '../src/lib/secrets';
import {
  bearer,
  dialects,
  json,
  signedInUser,
  testApp,
  type Account,
  type TestApp,
} from './helpers';

const key = Buffer.from('k'.repeat(32));
const now = 1_700_000_000;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (data: string, k: Buffer = key) =>
  createHmac('sha256', k).update(data).digest('base64url');

describe('tokens (JWT HS256)', () => {
  it('round-trips the subject and token version', () => {
    const token = signToken({ sub: 'user-1', ver: 3 }, key, 3600, now);
    expect(verifyToken(token, key, now + 10)).toEqual({
      sub: 'user-1',
      ver: 3,
      iat: now,
      exp: now + 3600,
    });
  });

  it('caps the lifetime at 8 hours whatever is asked', () => {
    const token = signToken({ sub: 'u', ver: 0 }, key, 30 * 24 * 3600, now);
    const claims = verifyToken(token, key, now);
    expect(claims!.exp - claims!.iat).toBe(MAX_TOKEN_LIFETIME_SECONDS);
    expect(MAX_TOKEN_LIFETIME_SECONDS).toBe(8 * 3600);
  });

  it('refuses an expired token', () => {
    const token = signToken({ sub: 'u', ver: 0 }, key, 60, now);
    expect(verifyToken(token, key, now + 61)).toBeUndefined();
  });

  it('refuses a token claiming a lifetime over 8 hours even when correctly signed', () => {
    const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'u', ver: 0, iat: now, exp: now + 9 * 3600 })}`;
    expect(verifyToken(`${body}.${sign(body)}`, key, now)).toBeUndefined();
  });

  it.each(['none', 'HS512', 'RS256', 'hs256'])('refuses the algorithm %s', (alg) => {
    const body = `${b64({ alg, typ: 'JWT' })}.${b64({ sub: 'u', ver: 0, iat: now, exp: now + 60 })}`;
    expect(verifyToken(`${body}.${sign(body)}`, key, now)).toBeUndefined();
    expect(verifyToken(`${body}.`, key, now)).toBeUndefined();
  });

  it('refuses a changed payload', () => {
    const token = signToken({ sub: 'user-1', ver: 0 }, key, 3600, now);
    const [h, , s] = token.split('.');
    const forged = `${h}.${b64({ sub: 'admin-1', ver: 0, iat: now, exp: now + 3600 })}.${s}`;
    expect(verifyToken(forged, key, now)).toBeUndefined();
  });

  it('refuses a token signed with another key', () => {
    expect(
      verifyToken(signToken({ sub: 'u', ver: 0 }, Buffer.from('other'), 60, now), key, now),
    ).toBeUndefined();
  });

  it('refuses claims of the wrong types and garbage', () => {
    const body = `${b64({ alg: 'HS256' })}.${b64({ sub: 1, ver: '0', iat: now, exp: now + 60 })}`;
    expect(verifyToken(`${body}.${sign(body)}`, key, now)).toBeUndefined();
    for (const junk of ['', 'a.b', 'a.b.c', '...', 'eyJ.eyJ.x'])
      expect(verifyToken(junk, key, now)).toBeUndefined();
  });

  const claims = { sub: 'u', ver: 0, iat: now, exp: now + 60 };
  const signedWith = (header: unknown) => {
    const body = `${b64(header as object)}.${b64(claims)}`;
    return `${body}.${sign(body)}`;
  };

  it('accepts a correctly signed token whose header names HS256 and nothing critical', () => {
    expect(verifyToken(signedWith({ alg: 'HS256', typ: 'JWT' }), key, now)).toEqual(claims);
    expect(verifyToken(signedWith({ alg: 'HS256' }), key, now)).toEqual(claims);
  });

  it.each([
    ['a critical extension it does not know', { alg: 'HS256', typ: 'JWT', crit: ['exp2'] }],
    ['unencoded payload (b64) marked critical', { alg: 'HS256', b64: false, crit: ['b64'] }],
    ['an empty crit list', { alg: 'HS256', crit: [] }],
    ['a crit that is not even a list', { alg: 'HS256', crit: 'x' }],
  ])('refuses a correctly signed token whose header has %s', (_what, header) => {
    expect(verifyToken(signedWith(header), key, now)).toBeUndefined();
  });

  it.each([['none'], ['HS384'], ['HS512'], ['RS256'], ['ES256'], ['hs256'], [null], [['HS256']]])(
    'refuses a correctly signed token whose header names the algorithm %j',
    (alg) => {
      expect(verifyToken(signedWith({ alg, typ: 'JWT' }), key, now)).toBeUndefined();
    },
  );
});

// Node's base64url decoder also reads '=' padding, '+' and '/', and ignores the unused
// low bits of the last character, so several spellings decode to the same signature bytes. Only
// the canonical one is a valid token.
const SIGNATURE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The token with its signature's last character swapped for another meaning the same bytes. */
function withPaddingBitsSet(token: string): string {
  const last = token.at(-1)!;
  // 32 bytes in 43 characters: the last character carries 4 bits and 2 unused ones.
  const sibling = SIGNATURE_ALPHABET[SIGNATURE_ALPHABET.indexOf(last) ^ 1]!;
  return `${token.slice(0, -1)}${sibling}`;
}

/** A valid token whose signature uses '-' or '_' (so that '+' or '/' can stand in for them). */
function tokenWithUrlSafeCharacters(k: Buffer, at: number): string {
  for (let n = 0; ; n += 1) {
    const token = signToken({ sub: `user-${n}`, ver: 0, sid: 's' }, k, 3600, at);
    if (/[-_]/.test(token.split('.')[2]!)) return token;
  }
}

describe('signature spelling', () => {
  const token = tokenWithUrlSafeCharacters(key, now);
  const [h, p, s] = token.split('.') as [string, string, string];

  it('accepts the canonical token (the tampered ones below differ from it only in spelling)', () => {
    expect(verifyToken(token, key, now)).toBeDefined();
    expect(Buffer.from(withPaddingBitsSet(token).split('.')[2]!, 'base64url')).toEqual(
      Buffer.from(s, 'base64url'),
    );
  });

  it.each([
    ['non-zero padding bits in the last character', () => withPaddingBitsSet(token)],
    ["'=' padding", () => `${token}=`],
    ["'+' and '/' for '-' and '_'", () => `${h}.${p}.${s.replace(/-/g, '+').replace(/_/g, '/')}`],
    ['a character outside the alphabet', () => `${h}.${p}.${s.slice(0, 20)}*${s.slice(20)}`],
    ['white space', () => `${h}.${p}.${s.slice(0, 20)} ${s.slice(20)}`],
  ])('refuses a signature with %s', (_what, tampered) => {
    const forged = tampered();
    expect(forged).not.toBe(token);
    expect(verifyToken(forged, key, now)).toBeUndefined();
  });
});

describe.each(dialects)('a tampered signature over HTTP (%s)', (dialect) => {
  let t: TestApp;
  let account: Account;
  beforeAll(async () => {
    t = await testApp(dialect);
    account = await signedInUser(t.app);
  });
  afterAll(async () => t.close());
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

  it('answers 401 to a token signed with the server key whose header has crit', async () => {
    const appKey = deriveKeys(resolveSecret(t.config).secret).jwt;
    const [, payload] = account.token.split('.') as [string, string];
    const resign = (header: object) => {
      const body = `${b64(header)}.${payload}`;
      return `${body}.${sign(body, appKey)}`;
    };
    // The same claims under a plain header pass: only the crit member makes the difference.
    expect((await me(resign({ alg: 'HS256', typ: 'JWT' }))).statusCode).toBe(200);
    const res = await me(resign({ alg: 'HS256', typ: 'JWT', crit: ['http://example.com/x'] }));
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ success: false, code: 'TOKEN_INVALID' });
  });

  it('answers 401 to a token whose signature has non-zero padding bits', async () => {
    expect((await me(account.token)).statusCode).toBe(200);
    const res = await me(withPaddingBitsSet(account.token));
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ success: false, code: 'TOKEN_INVALID' });
  });
});
