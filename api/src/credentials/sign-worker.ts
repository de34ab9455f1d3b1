// The signing of one credential, in a worker thread of sign-pool.ts: a Data Integrity proof
// (eddsa-rdfc-2022) canonicalises the credential (RDFC-1.0) and signs it with Ed25519, 7 to 30 ms
// of CPU that would otherwise hold every request waiting on the event loop. The task carries the
// key and the credential; the thread reads no database and resolves only the bundled contexts.
import os from 'node:os';
import { isMainThread } from 'node:worker_threads';
import * as vc from '@digitalbazaar/vc';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { documentLoader } from './document-loader';
import type { JsonCredential } from './json-credential';
import { WARM_UP_CREDENTIAL, WARM_UP_ISSUER } from './warm-up-credential';

export interface SignTask {
  unsigned: JsonCredential;
  /** The signing key in Multikey form, both halves. */
  publicKeyMultibase: string;
  secretKeyMultibase: string;
  /** The proof's verificationMethod (`<did>#key-N`) and the key's controller (the DID). */
  id: string;
  controller: string;
}

/** The pool's warm-up: the thread signs a sample with a throwaway key, then takes tasks. */
export const WARM_UP = 'warm-up';

// This thread only does background work: at the lowest priority (nice 19), so when the cores are
// busy the requests are served first and the signing takes what is left (on Linux a thread has
// its own nice value; where it cannot be lowered, the thread runs as it is). Only in the signing
// thread: the pool imports this module too, and in the main thread this lowered the event loop
// itself, and every thread it started afterwards (found at nice 10 on a loaded CI machine).
if (!isMainThread) {
  try {
    os.setPriority(os.constants.priority.PRIORITY_LOW);
  } catch {
    // Not permitted here: signing at the same priority as the requests.
  }
}

const loader = documentLoader(async () => undefined);

type KeyPair = Awaited<ReturnType<typeof Ed25519Multikey.from>>;
/** The last key used: the same key signs batch after batch, so it is imported once. */
let cached:
  { publicKeyMultibase: string; secretKeyMultibase: string; keyPair: KeyPair } | undefined;

async function keyPairOf(task: SignTask): Promise<KeyPair> {
  const { publicKeyMultibase, secretKeyMultibase } = task;
  if (
    cached?.publicKeyMultibase !== publicKeyMultibase ||
    cached.secretKeyMultibase !== secretKeyMultibase
  ) {
    const keyPair = await Ed25519Multikey.from({
      type: 'Multikey',
      publicKeyMultibase,
      secretKeyMultibase,
    });
    cached = { publicKeyMultibase, secretKeyMultibase, keyPair };
  }
  return Object.assign(cached.keyPair, { id: task.id, controller: task.controller });
}

export async function signCredential(task: SignTask): Promise<JsonCredential> {
  const keyPair = await keyPairOf(task);
  const suite = new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite });
  return vc.issue({ credential: task.unsigned, suite, documentLoader: loader });
}

/** A credential shaped as this site's are, so the libraries' first-use costs are paid here. */
async function warmUp(): Promise<void> {
  const key = await Ed25519Multikey.generate();
  const { publicKeyMultibase, secretKeyMultibase } = await key.export({
    publicKey: true,
    secretKey: true,
  });
  const did = WARM_UP_ISSUER;
  await signCredential({
    unsigned: WARM_UP_CREDENTIAL,
    publicKeyMultibase: publicKeyMultibase as string,
    secretKeyMultibase: secretKeyMultibase as string,
    id: `${did}#key-1`,
    controller: did,
  });
}

export default async function signTask(
  task: SignTask | typeof WARM_UP,
): Promise<JsonCredential | null> {
  if (task === WARM_UP) {
    await warmUp();
    return null;
  }
  return signCredential(task);
}
