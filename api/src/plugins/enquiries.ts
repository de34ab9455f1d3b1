// `app.enquiryForms`: the contact form's signed tokens, keyed from the server secret; and the
// daily digest of unanswered enquiries to the sales address, a timed job on the shared queue
// (the digest itself makes sure a day is sent once: enquiries/digest.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ENQUIRY_DIGEST_CRON, ENQUIRY_DIGEST_JOB, sendEnquiryDigest } from '../enquiries/digest';
import { formTokenKey, formTokens } from '../enquiries/form-token';
import { resolveSecret } from '../lib/secrets';

export default fp(
  async function enquiries(app: FastifyInstance) {
    // The auth plugin resolved (and, outside production, generated) the secret already.
    app.decorate('enquiryForms', formTokens(formTokenKey(resolveSecret(app.config).secret)));
    app.addHook('onReady', async () => {
      await app.jobs.work(ENQUIRY_DIGEST_JOB, async () => {
        const sent = await sendEnquiryDigest(
          app.db,
          app.outbox,
          app.config.site.contact.salesEmail,
          new Date(),
        );
        app.log.info({ sent }, 'enquiry digest');
      });
      await app.jobs.schedule(ENQUIRY_DIGEST_JOB, { cron: ENQUIRY_DIGEST_CRON });
    });
  },
  { name: 'enquiries', dependencies: ['db', 'auth', 'jobs'] },
);
