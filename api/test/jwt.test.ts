import { createHmac } from 'node:crypto';
import { MAX_TOKEN_LIFETIME_SECONDS, signToken, verifyToken } from '../src/lib/jwt';

const key = Buffer.from('k'.repeat(32));
const now = 1_700_000_000;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (data: string, k = key) => createHmac('sha256', k).update(data).digest('base64url');

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
});
