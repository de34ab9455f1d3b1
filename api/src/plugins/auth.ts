// Passwords, tokens and the two guards every protected route uses:
//   preHandler: app.authenticate   -> 401 unless a valid, current token is presented
//   preHandler: app.requireAdmin   -> additionally 403 unless the *database* says role admin
//   preHandler: app.requireSales   -> 403 unless the database says admin or sales (orders only)
// While ADMIN_REQUIRE_MFA holds, an admin or a sales member (who confirms payments, so can release
// what the company sells) without the second factor passes only on the routes
// marked `config: { duringEnrolment: true }` (their own second factor, sessions, sign-out); every
// other route answers 403 MFA_ENROLMENT_REQUIRED until the factor is on.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PRODUCTION_ARGON2 } from '../config';
import type { User } from '../db/schema';
import { forbidden, say, unauthorized } from '../lib/http-error';
import { signToken, verifyToken } from '../lib/jwt';
import { PasswordHasher } from '../lib/passwords';
import { deriveKeys, resolveSecret } from '../lib/secrets';
import { Mfa } from '../mfa/totp';

export type CurrentUser = Pick<User, 'id' | 'username' | 'email' | 'role'>;

/** The roles ADMIN_REQUIRE_MFA holds to a second factor: whoever can move money or stock. */
export const needsSecondFactor = (role: string): boolean => role === 'admin' || role === 'sales';

export default fp(
  async function auth(app: FastifyInstance) {
    const { secret, generatedAt } = resolveSecret(app.config);
    if (generatedAt)
      app.log.info({ file: generatedAt }, 'generated a JWT secret (set JWT_SECRET in production)');
    if (!app.config.jwtSecret && app.config.database.kind === 'postgres') {
      // A shared database usually means several instances; each would sign with its own secret.
      app.log.warn(
        'DATABASE_URL is set but JWT_SECRET is not: every instance must share one JWT_SECRET, or tokens and codes issued by one are refused by the others',
      );
    }
    const keys = deriveKeys(secret);
    const passwords = new PasswordHasher(app.config.testOnlyArgon2 ?? PRODUCTION_ARGON2);

    // Computes the dummy hash now, so the first unknown-e-mail login is not slower than the rest.
    await passwords.verifyDummy('warm-up');
    app.decorate('passwords', passwords);
    app.decorate('otpKey', keys.otp);
    app.decorate('credentialKeyEncryption', keys.credentialKeys);
    const mfaKey = app.config.mfaEncryptionKey
      ? createHash('sha256').update(app.config.mfaEncryptionKey).digest()
      : keys.mfa;
    app.decorate('mfa', new Mfa(mfaKey, app.config.site.brandName));
    app.decorateRequest('currentUser', null);
    app.decorateRequest('sessionId', null);

    app.decorate('issueToken', (user: Pick<User, 'id' | 'tokenVersion'>, sessionId: string) =>
      signToken(
        { sub: user.id, ver: user.tokenVersion, sid: sessionId },
        keys.jwt,
        app.config.jwtTtlSeconds,
      ),
    );

    async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header) : null;
      if (!match?.[1]) throw unauthorized('Authentication required');
      const claims = verifyToken(match[1], keys.jwt);
      if (!claims) throw unauthorized('Invalid or expired token');
      // Every token belongs to a session; one signed out is refused at once.
      if (!claims.sid) throw unauthorized('Invalid or expired token');
      const [user, session] = await Promise.all([
        app.repos.users.findById(claims.sub),
        app.repos.sessions.find(claims.sid, claims.sub),
      ]);
      // A bumped token version (password reset, role change) ends every older session.
      if (!user || user.tokenVersion !== claims.ver || !session)
        throw unauthorized('Invalid or expired token');
      if (
        app.config.adminRequireMfa &&
        needsSecondFactor(user.role) &&
        request.routeOptions.config.duringEnrolment !== true &&
        !(await app.mfa.isEnabled(app.db, user.id))
      ) {
        throw forbidden(say('MFA_ENROLMENT_REQUIRED'));
      }
      await app.repos.sessions.touch(session, new Date());
      request.sessionId = session.id;
      request.currentUser = {
        id: user.id,
        username: user.username,
        email: user.email,
        role: user.role,
      };
    }

    async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await authenticate(request, reply);
      if (request.currentUser?.role !== 'admin') throw forbidden('Administrator access required');
    }

    // Sales staff work the orders and payments; everything else stays the admins'.
    async function requireSales(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await authenticate(request, reply);
      const role = request.currentUser?.role;
      if (role !== 'admin' && role !== 'sales')
        throw forbidden('Sales or administrator access required');
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', requireAdmin);
    app.decorate('requireSales', requireSales);
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The signed-in user of a request that passed `authenticate`. */
export function userOf(request: FastifyRequest): CurrentUser {
  const user = request.currentUser;
  if (!user) throw unauthorized();
  return user;
}
