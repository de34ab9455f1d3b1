// Accounts: register, login, the signed-in user and their full name, and the admin's account
// list and role changes. The password-reset flow is in password-reset.ts.
import {
  AccountResponse,
  checkFullName,
  errors,
  ListUsersQuery,
  LoginBody,
  LoginResponse,
  MeResponse,
  normalizeFullName,
  RegisterBody,
  SuccessMessage,
  UpdateMeBody,
  UpdateUserBody,
  UsersPage,
  UuidParams,
} from 'contracts';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation, type Db } from '../../db/database';
import { SessionsRepository } from '../../db/repositories/sessions';
import { UsersRepository } from '../../db/repositories/users';
import type { User } from '../../db/schema';
import {
  badRequest,
  conflict,
  fullNameRefusal,
  HttpError,
  notFound,
  say,
} from '../../lib/http-error';
import { signupAttemptEmail } from '../../lib/emails';
import { langOf, said } from '../../lib/messages';
import { newId } from '../../lib/ids';
import { passwordRefusal } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { auditableEmail, INVALID_ADDRESS } from '../../audit/typed-email';
import { perIp, refusedFor } from '../../plugins/rate-limit';
import { accountView, normalizeEmail } from './account';
import { passwordResetRoutes } from './password-reset';
import { mfaRoutes, type SignInMethod } from './mfa';
import { sessionRoutes } from './sessions';
import { emailProofRoutes, sendEmailProof } from './email-proof';
import { requireStepUp } from './step-up';
import { EmailProofsRepository } from '../../db/repositories/email-proofs';

const LOGIN_FAILED = 'Invalid email or password';
/** Notices to an address's owner about sign-ups with it: at most this many a day. */
export const SIGNUP_NOTICES_PER_DAY = 3;

const userRoutes: RoutePlugin = async (app) => {
  const { rateLimits } = app.config;
  await app.register(passwordResetRoutes);
  await app.register(sessionRoutes);
  await app.register(emailProofRoutes);

  /** A new session for a login and its auth.login event, inside `trx`; the token. */
  async function signIn(
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
  await app.register(mfaRoutes, { signIn });

  app.post(
    '/users/register',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an account (always role user)',
        body: RegisterBody,
        response: { 201: SuccessMessage, ...errors(400, 409, 429) },
      },
      config: { rateLimit: perIp(rateLimits.register) },
    },
    async (request, reply) => {
      const body = request.body;
      const email = normalizeEmail(body.email);
      const username = body.username.trim();
      const problem = passwordRefusal(body.password, 'password', { email, username });
      if (problem) throw badRequest(problem);

      // A taken username is reported (usernames are public in effect). A taken e-mail address is
      // not: the answer is the one a new account gets, and the address's owner is told by e-mail
      // that someone tried to sign up with it, so sign-up reveals no account. The owner
      // is told at most a few times a day, counted in the database (so across instances), after
      // the answer: the answer is the same whether or not a notice went.
      const created = () => reply.code(201).send({ success: true, ...said(request, 'REGISTERED') });
      const tellOwner = () => {
        const lang = langOf(request);
        app.mailer.later('tell the owner of a sign-up attempt', async () => {
          const send = await new EmailProofsRepository(app.db).takeSignupNotice(
            email,
            SIGNUP_NOTICES_PER_DAY,
            new Date(),
          );
          if (send) app.mailer.send(signupAttemptEmail(email, app.config.site.brandName, lang));
        });
      };
      if (await app.repos.users.findByUsername(username)) throw conflict(say('USERNAME_TAKEN'));
      const passwordHash = await app.passwords.hash(body.password);
      if (await app.repos.users.findByEmail(email)) {
        tellOwner();
        return created();
      }

      const now = nowIso();
      const id = newId();
      try {
        await app.repos.users.create({
          id,
          email,
          username,
          passwordHash,
          // Never from the request: the schema refuses a `role` field, and this is fixed.
          role: 'user',
          phoneNumber: body.phoneNumber?.trim() ?? '',
          address: body.address?.trim() ?? '',
          pinCode: body.pinCode?.trim() ?? '',
          country: body.country?.trim() ?? '',
          linkedIn: body.linkedIn?.trim() ?? '',
          interest: body.interest?.trim() ?? '',
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        // Two sign-ups raced for the same e-mail or username.
        if (!isUniqueViolation(error)) throw error;
        if (await app.repos.users.findByUsername(username)) throw conflict(say('USERNAME_TAKEN'));
        tellOwner();
        return created();
      }
      // The first code to prove the address; the account can sign in meanwhile, as a user.
      sendEmailProof(app, { id, email }, langOf(request));
      return created();
    },
  );

  app.post(
    '/users/login',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign in; returns a bearer token',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors(400, 401, 429) },
      },
      config: { rateLimit: perIp(rateLimits.login) },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const { password } = request.body;
      // Failed logins are counted per client, per (account, client) and per account. A client
      // that keeps failing is refused (for that account, or for all once it fails too often);
      // the account's own count only slows further failures down, so a stranger's guesses never
      // refuse the owner's right password from a client that has not been failing.
      const client = request.ip;
      const keys = {
        client: `login-failures:client:${client}`,
        pair: `login-failures:pair:${email}|${client}`,
        account: `login-failures:${email}`,
      };
      const limits = {
        client: rateLimits.loginFailuresPerClient,
        pair: rateLimits.loginFailuresPerAccountClient,
        account: rateLimits.loginFailuresPerAccount,
      };
      for (const kind of ['client', 'pair'] as const) {
        if ((await app.counters.get(keys[kind])) >= limits[kind].max) {
          throw refusedFor(say('LOGIN_LOCKED'), await app.counters.ttl(keys[kind]));
        }
      }
      // A text that is no address names no account; it is not even looked up (PostgreSQL
      // refuses some characters outright), and it fails like an unknown address.
      const recorded = auditableEmail(email);
      const user =
        recorded === INVALID_ADDRESS ? undefined : await app.repos.users.findByEmail(email);
      const ok = user
        ? await app.passwords.verify(user.passwordHash, password)
        : await app.passwords.verifyDummy(password);
      if (!user || !ok) {
        const [, , accountFailures] = await Promise.all(
          (['client', 'pair', 'account'] as const).map((kind) =>
            app.counters.increment(keys[kind], limits[kind].windowMs),
          ),
        );
        request.log.info({ event: 'login-failed' }, 'login failed');
        await app.db.transaction().execute((trx) =>
          app.audit(trx, request, {
            action: 'auth.login_failed',
            // Checked as an address first: the typed text is the client's, newlines and all.
            actor: { id: user?.id ?? null, email: recorded },
            summary: user ? 'login.wrong_password' : 'login.no_account',
          }),
        );
        // Past the account's threshold each failure waits longer (a quarter second more each
        // time, at most 3 s): guessing slows down, the owner's right password does not.
        const over = (accountFailures ?? 0) - limits.account.max;
        if (over > 0) await delay(Math.min(over * 250, 3000));
        throw new HttpError(401, LOGIN_FAILED);
      }
      await app.counters.reset(keys.pair);
      if (await app.mfa.isEnabled(app.db, user.id)) {
        // The second step (POST /users/login/mfa) gives the token.
        return {
          success: true,
          ...said(request, 'MFA_REQUIRED'),
          mfaRequired: true,
          challenge: await app.mfa.newChallenge(app.db, user.id),
        };
      }
      // ADMIN_REQUIRE_MFA: an admin without the factor gets a token that only enrols it.
      const enrolmentOnly = app.config.adminRequireMfa && user.role === 'admin';
      const token = await app.db
        .transaction()
        .execute((trx) =>
          signIn(trx, request, user, enrolmentOnly ? 'enrolment_only' : 'password'),
        );
      return {
        success: true,
        ...said(request, 'LOGIN_OK'),
        token,
        user: { username: user.username, email: user.email, role: user.role },
        ...(enrolmentOnly ? { mfaEnrolmentRequired: true } : {}),
      };
    },
  );

  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (confirms a restored session)',
        security: bearer,
        response: { 200: MeResponse, ...errors(401) },
      },
      config: { duringEnrolment: true },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = await app.repos.users.findById(userOf(request).id);
      if (!user) throw notFound('Account not found');
      return { success: true, user: accountView(user) };
    },
  );

  app.patch(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Change your own profile: the full name printed on certificates',
        security: bearer,
        body: UpdateMeBody,
        response: { 200: AccountResponse, ...errors(400, 401) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const fullName = normalizeFullName(request.body.fullName);
      const problem = checkFullName(fullName);
      if (problem) throw badRequest(fullNameRefusal(problem));
      const user = await app.repos.users.setFullName(userOf(request).id, fullName);
      if (!user) throw notFound('Account not found');
      return { success: true, data: accountView(user) };
    },
  );

  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'List accounts (admin)',
        security: bearer,
        querystring: ListUsersQuery,
        response: { 200: UsersPage, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const result = await app.repos.users.list({
        page,
        pageSize,
        search: search?.trim() || undefined,
      });
      // Whether each listed account has its second factor on (an admin may reset it).
      const ids = result.rows.map((user) => user.id);
      const withFactor = new Set(
        ids.length === 0
          ? []
          : (
              await app.db
                .selectFrom('mfaFactors')
                .select('userId')
                .where('userId', 'in', ids)
                .where('confirmedAt', 'is not', null)
                .execute()
            ).map((row) => row.userId),
      );
      return {
        success: true,
        data: result.rows.map((user) => ({
          ...accountView(user),
          mfaEnabled: withFactor.has(user.id),
        })),
        total: result.total,
        page,
        pageSize,
      };
    },
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Change an account's role (user, employee, admin; admin only); ends its sessions. Making an admin needs the acting admin's current second-factor code (`code`)",
        security: bearer,
        params: UuidParams,
        body: UpdateUserBody,
        response: { 200: AccountResponse, ...errors(400, 401, 403, 404, 409, 429) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const target = await app.repos.users.findById(request.params.id);
      if (!target) throw notFound('User not found');
      const { role, code } = request.body;
      // An address nobody proved may be anyone's: it gets no role above user.
      if (role !== 'user' && role !== target.role && !target.emailVerifiedAt) {
        throw conflict(say('EMAIL_NOT_PROVEN'));
      }
      if (role === 'admin' && target.role !== 'admin') await requireStepUp(app, request, code);
      const updated = await app.db.transaction().execute(async (trx) => {
        const users = new UsersRepository(trx);
        // Counted inside the change's transaction, with the admins' rows locked (PostgreSQL), so
        // two demotions at once cannot both see the other admin and leave none.
        if (target.role === 'admin' && role !== 'admin') {
          const admins = await users.lockAdmins();
          if (admins.includes(target.id) && admins.length <= 1) {
            throw conflict('This is the last administrator; promote another account first');
          }
        }
        const user = await users.setRole(target.id, role);
        if (!user) throw notFound('User not found');
        await app.audit(trx, request, {
          action: 'user.role_change',
          target: { type: 'user', id: target.id },
          summary: 'user.role_changed',
          params: { email: target.email, from: target.role, to: role },
        });
        return user;
      });
      request.log.info(
        { event: 'role-changed', userId: target.id, role, by: userOf(request).id },
        'role changed',
      );
      return { success: true, data: accountView(updated) };
    },
  );
};

export default userRoutes;
