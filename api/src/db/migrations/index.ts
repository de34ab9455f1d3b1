// The migrations, one numbered file each (NNNN-name.ts exporting `name`, 'NNNN_name', and
// `migration`). They are imported here, not read from the directory at run time, so the built
// server is self-contained. A new migration is a new file with the next number, and its line in
// `files` below; test/migrations.test.ts checks the numbering and that a database upgraded step
// by step ends with the same schema as a fresh one.
// Only portable column types are used (text, integer) so both dialects run the same DDL.
// Never edit a migration that has shipped (databases have recorded its name): add a new one.
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-initial';
import * as m0002 from './0002-assessments';
import * as m0003 from './0003-assessment-admin';
import * as m0004 from './0004-credentials';
import * as m0005 from './0005-audit-log';
import * as m0006 from './0006-sessions';
import * as m0007 from './0007-mfa';
import * as m0008 from './0008-audit-summary-keys';
import * as m0009 from './0009-assessment-integrity';
import * as m0010 from './0010-credential-key-retirement';
import * as m0011 from './0011-account-security';
import * as m0012 from './0012-email-proof';
import * as m0013 from './0013-audit-keyed-chain';
import * as m0014 from './0014-jobs-and-outbox';
import * as m0015 from './0015-commerce-catalogue';
import * as m0016 from './0016-orders';
import * as m0017 from './0017-stripe-events';

export { AUDIT_GENESIS } from './0005-audit-log';
export { AUDIT_KEYED_FROM_KEY } from './0013-audit-keyed-chain';

/** Every migration file, in order. */
const files: ReadonlyArray<{ name: string; migration: Migration }> = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
  m0015,
  m0016,
  m0017,
];

/** The migrations by name, as Kysely's Migrator takes them (it runs them in name order). */
export const migrations: Record<string, Migration> = Object.fromEntries(
  files.map((file) => [file.name, file.migration]),
);

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
