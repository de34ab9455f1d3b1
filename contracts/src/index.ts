// The `contracts` package: what the API and the front ends agree on. Plain TypeScript, not a
// federation singleton: each bundle takes only what it imports. Every schema is exported with
// its static type of the same name (`RegisterBody` is both the TypeBox schema and the type).
// Front ends take the types with `import type` and the rules (rules.ts) and the CSV dialect
// (csv/) as values: those modules do not import TypeBox, so no page bundles the schema builder.
export * from './assessments';
export * from './audit';
export * from './audit-rules';
export * from './catalog';
export * from './certificates';
export * from './certificate-rows';
export * from './credentials';
export * from './certificate-page';
export * from './commerce';
export * from './commerce-api';
export * from './orders-api';
export * from './staff-orders-api';
export * from './bank-statement-api';
export * from './admin-home-api';
export * from './payments-api';
export * from './common';
export * from './content';
export * from './emails';
export * from './enquiry-rules';
export * from './enquiries-api';
export * from './operations';
export * from './csv';
export * from './questions';
export * from './results';
export * from './rules';
export * from './security-events';
export * from './site-config';
export * from './users';
export * from './languages';
export * from './my-account';
export * from './reminders';
export * from './name-corrections';
export * from './api-messages';
export * from './translation-rules';
export * from './content-translations';
