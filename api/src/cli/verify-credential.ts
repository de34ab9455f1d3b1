// npm run admin -w api -- verify-credential <credential.json> --issuer <did>
//                          [--did-document <did.json>] [--status-list <status.json>]
// Checks a certificate credential of this site's kind without the site's database: the JSON-LD
// contexts are the bundled ones; the issuer's DID document and status list come from the files
// given, or else from the issuer's site (https://<host>/.well-known/did.json and the status
// list's address). The issuer is the one the operator names, never the one the file names: a
// credential of another issuer is refused, as is one not written the way this site writes them
// (the server's rules, verify.ts). Exit code 0: valid; 3: not valid or refused; 1: the check
// could not run; 2: usage.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { documentLoader } from '../credentials/document-loader';
import {
  checkCredentialForm,
  CredentialNotAcceptedError,
  verifyCredential,
} from '../credentials/verify';
import type { JsonCredential } from '../credentials/json-credential';
import { englishText } from '../lib/http-error';
import type { CliIo } from './io';

export const VERIFY_USAGE = `Usage: npm run admin -w api -- verify-credential <credential.json> --issuer <did:web:…> [--did-document <did.json>] [--status-list <status.json>]

Checks a signed certificate credential of the issuer named by --issuer (another issuer's is refused): offline when both files are given, or it reads the issuer's DID document and status list from its site.
`;

const OPTIONS = new Set(['--issuer', '--did-document', '--status-list']);

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
    if (!name || !OPTIONS.has(name) || !value) {
      io.stderr.write(VERIFY_USAGE);
      return 2;
    }
    options[name] = value;
  }
  const issuer = options['--issuer'];
  if (!file || !issuer?.startsWith('did:web:')) {
    io.stderr.write(VERIFY_USAGE);
    return 2;
  }
  // The issuer's site, from its DID: the status list and the certificates live there.
  const origin = new URL(didWebUrl(issuer.split('#')[0] ?? issuer)).origin;
  const read = (name: string) =>
    JSON.parse(readFileSync(path.resolve(io.cwd, name), 'utf8')) as JsonCredential;
  let credential: JsonCredential;
  try {
    credential = read(file);
  } catch (error) {
    io.stderr.write(`Could not read ${file}: ${(error as Error).message}\n`);
    return 1;
  }
  try {
    const named = credential?.issuer?.id ?? credential?.issuer;
    if (typeof named === 'string' && named !== issuer) {
      io.stdout.write(`NOT VALID: issued by ${named}, not by ${issuer}.\n`);
      return 3;
    }
    checkCredentialForm(credential, {
      issuer,
      certificatePrefix: `${origin}/verify-certificate/`,
    });
    if (!String(credential.credentialStatus.statusListCredential).startsWith(`${origin}/`)) {
      throw new CredentialNotAcceptedError('STATUS', 'credentialStatus.statusListCredential');
    }
  } catch (error) {
    if (!(error instanceof CredentialNotAcceptedError)) throw error;
    io.stdout.write(
      `NOT VALID: ${englishText({ code: 'CREDENTIAL_NOT_ACCEPTED', params: { term: error.term } })}\n`,
    );
    return 3;
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
      if (did !== issuer) return undefined;
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
    // A key the DID document marks revoked verifies nothing (it has also left assertionMethod).
    const document = await loader(issuer).then(
      (loaded) => loaded.document as JsonCredential,
      () => undefined,
    );
    const keyRevokedAt: Record<string, string> = {};
    for (const method of (document?.verificationMethod as JsonCredential[] | undefined) ?? []) {
      if (typeof method?.id === 'string' && typeof method.revoked === 'string') {
        keyRevokedAt[method.id] = method.revoked;
      }
    }
    const report = await verifyCredential(
      credential,
      loader,
      new Date(),
      `${origin}/verify-certificate/`,
      { keyRevokedAt },
    );
    const { details, problems, ...rest } = report;
    const texts = problems.map((problem) => englishText(problem));
    io.stdout.write(
      `${JSON.stringify({ ...rest, problems: texts, problemCodes: problems.map((p) => p.code) }, null, 2)}\n`,
    );
    if (details.length > 0) io.stderr.write(`Details: ${details.join(' | ')}\n`);
    io.stdout.write(
      report.valid
        ? `VALID: signed by ${report.verificationMethod} on ${report.signedAt}\n`
        : `NOT VALID: ${texts.join(' ')}\n`,
    );
    return report.valid ? 0 : 3;
  } catch (error) {
    io.stderr.write(`The check could not run: ${(error as Error).message}\n`);
    return 1;
  }
}
