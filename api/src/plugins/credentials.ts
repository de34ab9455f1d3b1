// The credential service (credentials/service.ts) as `app.credentials`: at start a signing key
// and a signed status list exist, and certificates without a credential (stored before
// credentials existed, or just imported) are signed in the background.
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
    app.addHook('onReady', async () => {
      service.signPending().catch((error: unknown) => {
        app.log.error({ err: error }, 'signing the earlier certificates failed');
      });
    });
    app.addHook('onClose', async () => {
      service.stop();
      await service.signPending().catch(() => undefined);
    });
  },
  { name: 'credentials', dependencies: ['db', 'auth'] },
);
