// The renewal reminders' opt-out. Each reminder links to the site's page /reminders/opt-out
// (in the e-mail's language) with a signed token naming the address and that language; the
// page's button posts the token here, which records the address's opt-out and answers in that
// language. Mail clients post the same token without a page: the reminder's List-Unsubscribe
// header names this address with the token in its query, and RFC 8058's one-click request sends
// the form body `List-Unsubscribe=One-Click`. A forged or re-dated token is refused with
// REMINDER_LINK_INVALID, an old one with REMINDER_LINK_EXPIRED.
//
// Opening the address (GET) records nothing: mail scanners and link previews fetch every link in
// a message, and they must not opt a learner out. The GET sends a person who follows an older
// reminder's link, which named this address, to the page that asks them.
import {
  errors,
  isLang,
  localizePath,
  ReminderOptOutQuery,
  ReminderOptOutRequest,
  SuccessMessage,
} from 'contracts';
import { badRequest, say } from '../../lib/http-error';
import { apiText } from '../../lib/messages';
import { nowIso } from '../../lib/time';
import type { RoutePlugin } from '../../lib/typed-routes';
import { perIp } from '../../plugins/rate-limit';

const OPT_OUT_PAGE = '/reminders/opt-out';

/** A one-click form body is a few dozen bytes; anything much longer is not one. */
const FORM_BODY_LIMIT = 4096;

const reminderRoutes: RoutePlugin = async (app) => {
  // Only this route takes a form body (the one-click request), so its parser is registered here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    '/reminders/opt-out',
    {
      schema: {
        tags: ['certificates'],
        summary: 'Stop the certificate renewal reminders to the address a reminder was sent to',
        description:
          "The opt-out page posts `{ token }` (the token of the reminder's link); a mail client's one-click unsubscribe (RFC 8058) posts the form body `List-Unsubscribe=One-Click` with `?token=` in the query. 400 REMINDER_LINK_INVALID for a missing or forged token, REMINDER_LINK_EXPIRED for one older than a year.",
        querystring: ReminderOptOutQuery,
        body: ReminderOptOutRequest,
        response: { 200: SuccessMessage, ...errors(400, 413, 415, 429) },
      },
      config: { rateLimit: perIp(app.config.rateLimits.visits) },
    },
    async (request) => {
      const token = request.body.token ?? request.query.token ?? '';
      const checked = app.reminderOptOuts.check(token, new Date());
      if (!checked.ok) {
        throw badRequest(
          say(checked.reason === 'expired' ? 'REMINDER_LINK_EXPIRED' : 'REMINDER_LINK_INVALID'),
        );
      }
      await app.db
        .insertInto('reminderOptOuts')
        .values({ email: checked.email, createdAt: nowIso() })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      const oneClick = request.body['List-Unsubscribe'] === 'One-Click';
      request.log.info(
        { event: 'reminders-opted-out', via: oneClick ? 'one-click' : 'page' },
        'renewal reminders opted out',
      );
      return {
        success: true,
        code: 'REMINDERS_OPTED_OUT',
        message: apiText('REMINDERS_OPTED_OUT', {}, checked.lang),
      };
    },
  );

  app.get(
    '/reminders/opt-out',
    {
      schema: {
        tags: ['certificates'],
        summary: "Sends an older reminder's opt-out link to the opt-out page (records nothing)",
        description:
          "A 303 to the site's page /reminders/opt-out in the token's language, with the same token: the page asks before anything is recorded.",
        querystring: ReminderOptOutQuery,
        response: { ...errors(400, 429) },
      },
      config: { rateLimit: perIp(app.config.rateLimits.visits) },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      // The language is only which page to show, so an unchecked token may choose it.
      const lang = token.split('.')[1];
      const page = localizePath(isLang(lang) ? lang : 'en', OPT_OUT_PAGE);
      const query = token ? `?token=${encodeURIComponent(token)}` : '';
      return reply.redirect(`${app.config.publicOrigin}${page}${query}`, 303);
    },
  );
};

export default reminderRoutes;
