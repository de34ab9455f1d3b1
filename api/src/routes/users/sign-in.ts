// What every way of signing in ends with: a new session, its auth.login event in the same
// transaction, and the token. Shared by the password step and the second step (login.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { SessionsRepository } from '../../db/repositories/sessions';
import type { User } from '../../db/schema';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';

/** How a login proved who it is (the auth.login event's summary: login.<method>). */
export type SignInMethod = 'password' | 'enrolment_only' | 'totp' | 'recovery_code';

/** A new session for a login and its auth.login event, inside `trx`; the token. */
export async function signIn(
  app: FastifyInstance,
  trx: Db,
  request: FastifyRequest,
  user: User,
  method: SignInMethod,
): Promise<string> {
  const now = nowIso();
  const agent = request.headers['user-agent'];
  const session = {
    id: newId(),
    userId: user.id,
    userAgent: typeof agent === 'string' ? agent.slice(0, 300) : '',
    ip: request.ip ?? '',
    createdAt: now,
    lastUsedAt: now,
  };
  await new SessionsRepository(trx).create(session);
  await app.audit(trx, request, {
    action: 'auth.login',
    actor: { id: user.id, email: user.email },
    target: { type: 'session', id: session.id },
    summary: `login.${method}`,
    params: { role: user.role },
  });
  return app.issueToken(user, session.id);
}
