// The credential service (credentials/service.ts) as `app.credentials`: at start a signing key
// and a signed status list exist. Certificates without a credential (stored before credentials
// existed, or imported) are signed by the job queue's signing run (plugins/credential-signing.ts);
// a bulk import queues that run's job in its own transaction.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CredentialService } from '../credentials/service';

export default fp(
  async function credentials(app: FastifyInstance) {
    const service = new CredentialService(app.db, app.config, app.credentialKeyEncryption, app.log);
    try {
      await service.start();
    } catch (error) {
      throw new Error(`Credential signing: ${(error as Error).message}`, { cause: error });
    }
    app.decorate('credentials', service);
    app.addHook('onClose', async () => {
      service.stop();
      await service.signPending().catch(() => undefined);
      await service.closeSigningThreads();
    });
  },
  { name: 'credentials', dependencies: ['db', 'auth'] },
);
