// Accounts: register, login, the password-reset flow (code -> reset token -> new password),
// the signed-in user and their full name, and the admin's account list and role changes.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/database';
import type { Role, User } from '../../db/schema';
import { otpEmail, passwordChangedEmail } from '../../lib/emails';
import { badRequest, conflict, HttpError, notFound, tooManyRequests } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { passwordProblem } from '../../lib/passwords';
import { isoIn, nowIso } from '../../lib/time';
import { userOf } from '../../plugins/auth';
import { perIp } from '../../plugins/rate-limit';
import { fullNameProblem, normalizeFullName } from './full-name';
import {
  listUsersSchema,
  loginSchema,
  meSchema,
  registerSchema,
  resetPasswordSchema,
  sendOtpSchema,
  updateMeSchema,
  updateUserSchema,
  verifyOtpSchema,
  type ListUsersQuery,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type VerifyOtpBody,
} from './schemas';

export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_WRONG_GUESSES = 5;
export const RESET_TOKEN_TTL_SECONDS = 10 * 60;
const LOGIN_FAILED = 'Invalid email or password';
const OTP_INVALID = 'Invalid or expired OTP';
const RESET_INVALID = 'Invalid or expired reset token. Request a new code.';

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function accountView(user: User) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    fullName: user.fullName,
    phoneNumber: user.phoneNumber,
    address: user.address,
    pinCode: user.pinCode,
    country: user.country,
    linkedIn: user.linkedIn,
    interest: user.interest,
    createdAt: user.createdAt,
  };
}

export default async function userRoutes(app: FastifyInstance) {
  const { rateLimits } = app.config;
  const brand = app.config.site.brandName;
  const hashCode = (userId: string, code: string) =>
    createHmac('sha256', app.otpKey).update(`${userId}:${code}`).digest('hex');

  app.post<{ Body: RegisterBody }>(
    '/users/register',
    { schema: registerSchema, config: { rateLimit: perIp(rateLimits.register) } },
    async (request, reply) => {
      const body = request.body;
      const email = normalizeEmail(body.email);
      const username = body.username.trim();
      const problem = passwordProblem(body.password, 'password', { email, username });
      if (problem) throw badRequest(problem);

      const duplicate = async () => {
        if (await app.repos.users.findByEmail(email))
          return 'An account with this email already exists';
        if (await app.repos.users.findByUsername(username)) return 'This username is already taken';
        return undefined;
      };
      const taken = await duplicate();
      if (taken) throw conflict(taken);

      const now = nowIso();
      try {
        await app.repos.users.create({
          id: newId(),
          email,
          username,
          passwordHash: await app.passwords.hash(body.password),
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
        if (isUniqueViolation(error))
          throw conflict((await duplicate()) ?? 'This account already exists');
        throw error;
      }
      return reply
        .code(201)
        .send({ success: true, message: 'Registration successful. Please log in.' });
    },
  );

  app.post<{ Body: LoginBody }>(
    '/users/login',
    { schema: loginSchema, config: { rateLimit: perIp(rateLimits.login) } },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const { password } = request.body;
      const failures = `login-failures:${email}`;
      const limit = rateLimits.loginFailuresPerAccount;
      // Keyed by the e-mail whether or not it has an account, so the limit reveals nothing.
      if ((await app.counters.get(failures)) >= limit.max) {
        throw tooManyRequests(
          'Too many failed login attempts for this account. Please try again later.',
        );
      }
      const user = await app.repos.users.findByEmail(email);
      const ok = user
        ? await app.passwords.verify(user.passwordHash, password)
        : await app.passwords.verifyDummy(password);
      if (!user || !ok) {
        await app.counters.increment(failures, limit.windowMs);
        request.log.info({ event: 'login-failed' }, 'login failed');
        throw new HttpError(401, LOGIN_FAILED);
      }
      await app.counters.reset(failures);
      return {
        success: true,
        message: 'Login successful',
        token: app.issueToken(user),
        user: { username: user.username, email: user.email, role: user.role },
      };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/users/sendOTPToEmail',
    { schema: sendOtpSchema, config: { rateLimit: perIp(rateLimits.sendOtp) } },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const perAddress = rateLimits.otpPerAddress;
      // Counted for every address, known or not, so the answer never reveals an account.
      if (
        (await app.counters.increment(`otp-sends:${email}`, perAddress.windowMs)) > perAddress.max
      ) {
        throw tooManyRequests(
          'A code was sent recently. Please wait a minute before asking again.',
        );
      }
      const user = await app.repos.users.findByEmail(email);
      if (user) {
        // After the answer, so a known address answers exactly as fast as an unknown one.
        app.mailer.later('issue one-time code', async () => {
          const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
          const now = new Date();
          await app.repos.codes.issue(
            user.id,
            hashCode(user.id, code),
            isoIn(OTP_TTL_SECONDS, now),
            now.toISOString(),
          );
          app.mailer.send(otpEmail(user.email, brand, code, OTP_TTL_SECONDS / 60));
        });
      }
      return { success: true, message: 'OTP sent successfully' };
    },
  );

  app.post<{ Body: VerifyOtpBody }>(
    '/users/verifyOtp',
    { schema: verifyOtpSchema, config: { rateLimit: perIp(rateLimits.verifyOtp) } },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const now = nowIso();
      const user = await app.repos.users.findByEmail(email);
      const live = user && (await app.repos.codes.findLive(user.id, now));
      if (!user || !live) throw badRequest(OTP_INVALID);
      const given = Buffer.from(hashCode(user.id, request.body.otp), 'hex');
      const stored = Buffer.from(live.codeHash, 'hex');
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
        await app.repos.codes.recordWrongGuess(live.id, OTP_MAX_WRONG_GUESSES, now);
        throw badRequest(OTP_INVALID);
      }
      // Single use, even against two simultaneous requests with the right code.
      if (!(await app.repos.codes.consume(live.id, now))) throw badRequest(OTP_INVALID);
      const resetToken = randomBytes(32).toString('base64url');
      await app.repos.codes.createGrant(
        user.id,
        sha256(resetToken),
        isoIn(RESET_TOKEN_TTL_SECONDS),
        now,
      );
      return {
        success: true,
        message: 'OTP verified successfully. Enter your new password',
        resetToken,
      };
    },
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/users/reset_password',
    { schema: resetPasswordSchema, config: { rateLimit: perIp(rateLimits.resetPassword) } },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const { newPassword, resetToken } = request.body;
      const user = await app.repos.users.findByEmail(email);
      const problem = passwordProblem(newPassword, 'newPassword', {
        email,
        username: user?.username,
      });
      if (problem) throw badRequest(problem);
      const tokenHash = sha256(resetToken);
      // Checked before the (slow) hashing, and again atomically when the grant is consumed.
      if (!user || !(await app.repos.codes.findLiveGrant(user.id, tokenHash, nowIso()))) {
        throw badRequest(RESET_INVALID);
      }
      const passwordHash = await app.passwords.hash(newPassword);
      const changed = await app.repos.codes.resetPassword(
        user.id,
        tokenHash,
        passwordHash,
        nowIso(),
      );
      if (!changed) throw badRequest(RESET_INVALID);
      await app.counters.reset(`login-failures:${email}`);
      app.mailer.send(passwordChangedEmail(user.email, brand));
      request.log.info({ event: 'password-reset', userId: user.id }, 'password reset');
      return { success: true, message: 'Password changed successfully' };
    },
  );

  app.get('/users/me', { schema: meSchema, preHandler: app.authenticate }, async (request) => {
    const user = await app.repos.users.findById(userOf(request).id);
    if (!user) throw notFound('Account not found');
    return { success: true, user: accountView(user) };
  });

  app.patch<{ Body: { fullName: string } }>(
    '/users/me',
    { schema: updateMeSchema, preHandler: app.authenticate },
    async (request) => {
      const fullName = normalizeFullName(request.body.fullName);
      const problem = fullNameProblem(fullName);
      if (problem) throw badRequest(problem);
      const user = await app.repos.users.setFullName(userOf(request).id, fullName);
      if (!user) throw notFound('Account not found');
      return { success: true, data: accountView(user) };
    },
  );

  app.get<{ Querystring: ListUsersQuery }>(
    '/users',
    { schema: listUsersSchema, preHandler: app.requireAdmin },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const result = await app.repos.users.list({
        page,
        pageSize,
        search: search?.trim() || undefined,
      });
      return {
        success: true,
        data: result.rows.map(accountView),
        total: result.total,
        page,
        pageSize,
      };
    },
  );

  app.patch<{ Params: { id: string }; Body: { role: Role } }>(
    '/users/:id',
    { schema: updateUserSchema, preHandler: app.requireAdmin },
    async (request) => {
      const target = await app.repos.users.findById(request.params.id);
      if (!target) throw notFound('User not found');
      const { role } = request.body;
      if (
        target.role === 'admin' &&
        role !== 'admin' &&
        (await app.repos.users.countAdmins()) <= 1
      ) {
        throw conflict('This is the last administrator; promote another account first');
      }
      const updated = await app.repos.users.setRole(target.id, role);
      if (!updated) throw notFound('User not found');
      request.log.info(
        { event: 'role-changed', userId: target.id, role, by: userOf(request).id },
        'role changed',
      );
      return { success: true, data: accountView(updated) };
    },
  );
}
