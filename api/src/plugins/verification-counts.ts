// `app.verifications`: the in-memory counter of certificate verifications
// (certificates/verification-counter.ts), written every few seconds and when the server closes,
// before the database does.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VerificationCounter } from '../certificates/verification-counter';

export default fp(
  async function verificationCounts(app: FastifyInstance) {
    const counter = new VerificationCounter(app.repos.verifications, app.log);
    app.decorate('verifications', counter);
    app.addHook('onClose', () => counter.close());
  },
  { name: 'verification-counts', dependencies: ['db'] },
);
