// The database: connect, migrate to the latest schema, expose `app.db`, close on shutdown.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDb, migrateToLatest, pendingMigrations, pingDb } from '../db/database';
import { createRepositories } from '../db/repositories';

export default fp(
  async function database(app: FastifyInstance) {
    const { database: dbConfig } = app.config;
    const db = createDb(dbConfig);
    try {
      const applied = await migrateToLatest(db, dbConfig);
      if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.log.info(
      {
        database:
          dbConfig.kind === 'sqlite' ? dbConfig.file : `postgres (schema ${dbConfig.schema})`,
      },
      'database ready',
    );
    app.decorate('db', db);
    app.decorate('dbPing', () => pingDb(db));
    // Another instance may run an older build against a newer schema (or the reverse): readiness
    // reports what this build expects and the database lacks.
    app.decorate('dbPendingMigrations', () => pendingMigrations(db, dbConfig));
    app.decorate('repos', createRepositories(db));
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
