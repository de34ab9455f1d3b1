// `app.reminderOptOuts`: the renewal reminders' signed opt-out links, keyed from the server
// secret; and the timed job that sends the reminders, on the shared queue (the job itself makes
// sure each reminder is sent once: certificates/renewal-reminders.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { optOutTokenKey, optOutTokens } from '../certificates/opt-out-token';
import {
  RENEWAL_REMINDERS_CRON,
  RENEWAL_REMINDERS_JOB,
  sendRenewalReminders,
  type ReminderDeps,
} from '../certificates/renewal-reminders';
import { resolveSecret } from '../lib/secrets';

export default fp(
  async function renewalReminders(app: FastifyInstance) {
    // The auth plugin resolved (and, outside production, generated) the secret already.
    const tokens = optOutTokens(optOutTokenKey(resolveSecret(app.config).secret));
    app.decorate('reminderOptOuts', tokens);
    const deps = (): ReminderDeps => ({
      db: app.db,
      outbox: app.outbox,
      tokens,
      site: { brand: app.config.site.brandName, origin: app.config.publicOrigin },
    });
    app.decorate('sendRenewalReminders', (now: Date) => sendRenewalReminders(deps(), now));
    app.addHook('onReady', async () => {
      await app.jobs.work(RENEWAL_REMINDERS_JOB, async () => {
        const sent = await sendRenewalReminders(deps(), new Date());
        if (sent > 0) app.log.info({ sent }, 'renewal reminders sent');
      });
      await app.jobs.schedule(RENEWAL_REMINDERS_JOB, { cron: RENEWAL_REMINDERS_CRON });
    });
  },
  { name: 'renewal-reminders', dependencies: ['db', 'auth', 'jobs'] },
);
