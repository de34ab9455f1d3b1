// What the migrator asks of a PostgreSQL database, asked of the site's own schema only.
// Kysely's own introspector reads every schema's tables and calls has_schema_privilege() and
// pg_get_serial_sequence() on each schema by name; when another site or test run sharing the
// database drops its schema mid-query, those calls fail with "schema ... does not exist" and the
// migration with them (seen in CI, where test apps drop their schemas as they finish). Nothing
// else in the API introspects, so the tables come without their columns.
import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

class SchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly schema: string,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_catalog.pg_namespace where nspname = ${this.schema}
    `.execute(this.db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; isView: boolean }>`
      select c.relname as name, c.relkind in ('v', 'm') as "isView"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${this.schema} and c.relkind in ('r', 'p', 'v', 'm')
    `.execute(this.db);
    return rows.map((row) => ({ ...row, schema: this.schema, columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** PostgresDialect whose introspection (the migrator's only use) stays inside `schema`. */
export class SchemaPostgresDialect extends PostgresDialect {
  constructor(
    config: ConstructorParameters<typeof PostgresDialect>[0],
    private readonly schema: string,
  ) {
    super(config);
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaIntrospector(db, this.schema);
  }
}
