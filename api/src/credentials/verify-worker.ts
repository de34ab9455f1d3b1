// One credential's verification, in a worker thread of verify-pool.ts: canonicalising a posted
// document (RDFC-1.0) can cost seconds of CPU, which here stops no other request and which the
// pool can cut short by ending the thread. The task carries everything the check reads (the
// issuer's documents gathered by the main thread), so the thread needs no database.
import type { MessagePort } from 'node:worker_threads';
import { documentLoader } from './document-loader';
import { verifyCredential, type VerificationReport, type VerifyOptions } from './verify';
import type { JsonCredential } from './json-credential';
import { WARM_UP_CREDENTIAL, WARM_UP_ISSUER } from './warm-up-credential';

export interface VerifyTask {
  credential: JsonCredential;
  /** This issuer's documents by URL: the DID document, each key's method, the status list. */
  documents: Record<string, object>;
  /** The moment the credential is checked as of (ISO 8601). */
  now: string;
  certificatePrefix?: string;
  options?: VerifyOptions;
  /** Told when the task starts (the pool tells a check that ran too long from one that waited). */
  started?: MessagePort;
}

/** The pool's warm-up: the thread checks WARM_UP_SAMPLE, then takes tasks. */
export const WARM_UP = 'warm-up';

/** The warm-up's sample with a status and a proof: its check canonicalises it before failing. */
const ISSUER = WARM_UP_ISSUER;
const STATUS_LIST = 'https://warm-up.invalid/api/credentials/status/1';
const WARM_UP_SAMPLE: JsonCredential = {
  ...WARM_UP_CREDENTIAL,
  credentialStatus: {
    id: `${STATUS_LIST}#1`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: '1',
    statusListCredential: STATUS_LIST,
  },
  proof: {
    type: 'DataIntegrityProof',
    created: '2024-01-01T00:00:00Z',
    verificationMethod: `${ISSUER}#key-1`,
    cryptosuite: 'eddsa-rdfc-2022',
    proofPurpose: 'assertionMethod',
    proofValue: 'z1111',
  },
};

export default async function verifyTask(
  task: VerifyTask | typeof WARM_UP,
): Promise<VerificationReport | null> {
  if (task === WARM_UP) {
    await verifyCredential(
      WARM_UP_SAMPLE,
      documentLoader(async () => undefined),
    ).catch(() => null);
    return null;
  }
  task.started?.postMessage('started');
  task.started?.close();
  const { documents } = task;
  // Own properties only: a URL such as `constructor` must not find Object's prototype.
  const loader = documentLoader(async (url) =>
    Object.hasOwn(documents, url) ? documents[url] : undefined,
  );
  return verifyCredential(
    task.credential,
    loader,
    new Date(task.now),
    task.certificatePrefix,
    task.options,
  );
}
