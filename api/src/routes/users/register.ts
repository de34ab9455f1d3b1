// Sign-up: a new account (always role user) and the first code to prove its address. A taken
// e-mail address gets the answer a new account gets, and its owner a notice, so sign-up tells
// nobody which addresses have accounts.
import { errors, RegisterBody, SuccessMessage } from 'contracts';
import { isUniqueViolation } from '../../db/database';
import { badRequest, conflict, say } from '../../lib/http-error';
import { signupAttemptEmail } from '../../lib/emails';
import { langOf, said } from '../../lib/messages';
import { newId } from '../../lib/ids';
import { passwordRefusal } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import type { RoutePlugin } from '../../lib/typed-routes';
import { perIp } from '../../plugins/rate-limit';
import { normalizeEmail } from './account';
import { sendEmailProof } from './email-proof';
import { EmailProofsRepository } from '../../db/repositories/email-proofs';

/** Notices to an address's owner about sign-ups with it: at most this many a day. */
export const SIGNUP_NOTICES_PER_DAY = 3;

export const registerRoutes: RoutePlugin = async (app) => {
  const { rateLimits } = app.config;

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
          // The count and the notice commit together.
          await app.db.transaction().execute(async (trx) => {
            const send = await new EmailProofsRepository(trx).takeSignupNotice(
              email,
              SIGNUP_NOTICES_PER_DAY,
              new Date(),
            );
            const notice = signupAttemptEmail(email, app.config.site.brandName, lang);
            if (send) await app.outbox.queueEmail(trx, notice);
          });
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
};
