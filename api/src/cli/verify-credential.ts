// npm run admin -w api -- verify-credential <credential.json> [--did-document <did.json>]
//                                             [--status-list <status.json>]
// Checks a credential of this site (or any did:web issuer using the same suite) without this
// site's database: the JSON-LD contexts are the bundled ones; the issuer's DID document and status
// list come from the files given, or else from the issuer's site (https://<host>/.well-known/
// did.json and the status list's address). Exit code 0: valid; 3: not genuine, revoked or
// expired; 1: the check could not run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { documentLoader } from '../credentials/document-loader';
import { verifyCredential, type JsonCredential } from '../credentials/verify';
import type { CliIo } from './admin';

export const VERIFY_USAGE = `Usage: npm run admin -w api -- verify-credential <credential.json> [--did-document <did.json>] [--status-list <status.json>]

Checks a signed credential offline when both files are given, or reads the issuer's DID document and status list from its site.
`;

/** The address of a did:web's DID document (did:web:host%3Aport:path → https://host:port/path/did.json). */
export function didWebUrl(did: string): string {
  const [host = '', ...segments] = did.slice('did:web:'.length).split(':');
  const authority = decodeURIComponent(host);
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(authority);
  const base = `${local ? 'http' : 'https'}://${authority}`;
  return segments.length > 0
    ? `${base}/${segments.map(decodeURIComponent).join('/')}/did.json`
    : `${base}/.well-known/did.json`;
}

async function fetchJson(url: string): Promise<JsonCredential> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as JsonCredential;
}

export async function runVerifyCli(args: string[], io: CliIo): Promise<number> {
  const [file, ...rest] = args;
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i];
    const value = rest[i + 1];
    if ((name !== '--did-document' && name !== '--status-list') || !value) {
      io.stderr.write(VERIFY_USAGE);
      return 2;
    }
    options[name] = value;
  }
  if (!file) {
    io.stderr.write(VERIFY_USAGE);
    return 2;
  }
  const read = (name: string) =>
    JSON.parse(readFileSync(path.resolve(io.cwd, name), 'utf8')) as JsonCredential;
  let credential: JsonCredential;
  try {
    credential = read(file);
  } catch (error) {
    io.stderr.write(`Could not read ${file}: ${(error as Error).message}\n`);
    return 1;
  }
  const didDocument = options['--did-document'] ? read(options['--did-document']) : undefined;
  const list = options['--status-list'] ? read(options['--status-list']) : undefined;
  const documents = new Map<string, Promise<JsonCredential>>();
  const load = (url: string, local: JsonCredential | undefined) => {
    if (local) return Promise.resolve(local);
    let pending = documents.get(url);
    if (!pending) {
      pending = fetchJson(url);
      documents.set(url, pending);
    }
    return pending;
  };
  const loader = documentLoader(async (url) => {
    if (url.startsWith('did:web:')) {
      const [did = '', fragment] = url.split('#');
      const document = await load(didWebUrl(did), didDocument);
      if (document.id !== did) return undefined;
      if (!fragment) return document;
      const method = (document.verificationMethod as JsonCredential[] | undefined)?.find(
        (m) => m.id === url,
      );
      return method
        ? { '@context': 'https://w3id.org/security/multikey/v1', ...method }
        : undefined;
    }
    if (url === credential.credentialStatus?.statusListCredential) return load(url, list);
    return undefined;
  });
  try {
    const report = await verifyCredential(credential, loader);
    const valid = report.genuine && !report.revoked && !report.expired;
    io.stdout.write(`${JSON.stringify({ valid, ...report }, null, 2)}\n`);
    io.stdout.write(
      valid
        ? `VALID: signed by ${report.verificationMethod} on ${report.signedAt}\n`
        : `NOT VALID: ${report.problems.join(' ')}\n`,
    );
    return valid ? 0 : 3;
  } catch (error) {
    io.stderr.write(`The check could not run: ${(error as Error).message}\n`);
    return 1;
  }
}
