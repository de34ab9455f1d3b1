// The job queue (`app.jobs`: pg-boss on PostgreSQL, the jobs table on SQLite) and the e-mail
// outbox (`app.outbox`) with its worker. Workers start when the app is ready and stop, waiting a
// bounded time for running jobs, when it closes (before the database does).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue } from '../jobs';
import { Outbox } from '../outbox/outbox';

export default fp(
  async function jobs(app: FastifyInstance) {
    const settings = app.config.jobs;
    const queue = createJobQueue(app.config.database, app.db, app.log, {
      pollMs: settings.pollMs,
      leaseSeconds: settings.leaseSeconds,
      maintenanceSeconds: settings.maintenanceSeconds,
    });
    const outbox = new Outbox(
      app.db,
      queue,
      app.mailer,
      { retryLimit: settings.emailRetryLimit, retryDelaySeconds: settings.emailRetryDelaySeconds },
      app.log,
    );
    app.decorate('jobs', queue);
    app.decorate('outbox', outbox);
    app.addHook('onReady', async () => {
      await outbox.work();
      await queue.start();
    });
    app.addHook('onClose', async () => {
      // Tasks run after an answer may still queue e-mails.
      await app.mailer.idle();
      await queue.stop({ timeoutMs: settings.stopTimeoutMs });
    });
  },
  { name: 'jobs', dependencies: ['db', 'mail'] },
);
