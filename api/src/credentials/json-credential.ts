// A credential as JSON, in a module of its own: ./verify.ts, ./credential-form.ts (which
// ./verify.ts imports) and the signing code all take it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonCredential = Record<string, any>;
