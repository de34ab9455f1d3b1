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
import * as m0018 from './0018-enquiry-inbox';
import * as m0019 from './0019-certificate-recipients';
import * as m0020 from './0020-verification-counts';
import * as m0021 from './0021-content-translations';
import * as m0022 from './0022-name-corrections';
import * as m0023 from './0023-renewal-reminders';
import * as m0024 from './0024-certificate-search';
import * as m0025 from './0025-certificate-scale';
import * as m0026 from './0026-outbox-headers';
import * as m0027 from './0027-people-lists';
import * as m0028 from './0028-commerce-lists';
import * as m0029 from './0029-audit-scale';
import * as m0030 from './0030-status-lists';
import * as m0031 from './0031-certificate-imports';
import * as m0032 from './0032-job-dead-letters';

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
  m0018,
  m0019,
  m0020,
  m0021,
  m0022,
  m0023,
  m0024,
  m0025,
  m0026,
  m0027,
  m0028,
  m0029,
  m0030,
  m0031,
  m0032,
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
