// The signing run of certificates stored without a credential (imported, generated, or from
// before credentials existed), on the shared job queue: start-up only looks whether there is
// one (a partial index holds only those) and queues a job; each job signs a bounded batch and
// queues the next while some are left. Start-up time does not grow with their number, the work
// is shared by the instances of a PostgreSQL deployment, and a run cut by a restart goes on
// from the certificates still unsigned.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const SIGN_PENDING_JOB = 'credentials.sign-pending';

export default fp(
  async function credentialSigning(app: FastifyInstance) {
    // A closing server signs no more: the batch in progress ends at its next certificate, well
    // before the queue's bounded wait for running jobs (the certificates left are signed later).
    // The run gives way to requests (credentials/pacing.ts): the server's own event, one
    // assignment per request, rather than a hook in every route's chain.
    app.server.on('request', app.credentials.pacing.noteRequest);
    app.addHook('preClose', (done) => {
      app.credentials.stopSigning();
      done();
    });
    app.addHook('onReady', async () => {
      await app.jobs.work(SIGN_PENDING_JOB, async () => {
        const { signed, more } = await app.credentials.signPendingBatch(app.config.jobs.signBatch);
        if (signed > 0)
          app.log.info({ signed, more }, 'signed credentials of earlier certificates');
        if (more && !app.credentials.closed) {
          await app.jobs.send(SIGN_PENDING_JOB, {});
          app.jobs.wake();
        }
      });
      const unsigned = await app.db
        .selectFrom('certificates')
        .select('id')
        .where('credential', 'is', null)
        .limit(1)
        .executeTakeFirst();
      if (unsigned) {
        await app.jobs.send(SIGN_PENDING_JOB, {});
        // Now rather than at the next poll: the demo's certificates are signed within a second.
        app.jobs.wake();
      }
    });
  },
  { name: 'credential-signing', dependencies: ['credentials', 'jobs'] },
);
