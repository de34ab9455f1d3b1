// The background signing run (signing-runs.ts signPendingBatch) signs in worker threads
// (piscina), never on the event loop: each signature canonicalises the credential (RDFC-1.0) and
// costs 7 to 30 ms of CPU, and after an import of 100,000 certificates the run signs for many
// minutes, during which every request on the event loop would wait behind a signature. With the
// signatures in a thread, the event loop only reads and writes the database between them.
// CREDENTIAL_SIGN_THREADS (default 1) threads, so the run takes at most that many cores, each at
// a lower priority than the event loop (sign-worker.ts). The run hands over one credential at a
// time, so nothing queues here. The first thread starts on the first signature (an instance with
// nothing to sign runs none) and loads the credential libraries (about half a second) before it
// takes it.
import Piscina from 'piscina';
import type { JsonCredential } from './json-credential';
import type { ActiveKey } from './keys';
import { WARM_UP, type SignTask } from './sign-worker';
import { workerFile } from './worker-file';

export type { SignTask };

/** The pool is closing (the app is): the signature was not made, the certificate waits. */
export class SignPoolClosedError extends Error {
  constructor() {
    super('credential signing threads are closed');
    this.name = 'SignPoolClosedError';
  }
}

/** Heap of one thread: a credential and its canonical form take a few MB. */
const THREAD_HEAP_MB = 128;

export class SignPool {
  private pool: Piscina | undefined;
  private ready: Promise<void> | undefined;
  private closing: Promise<void> | undefined;
  /** The exported halves of the key that signs, kept per key pair (the export is not free). */
  private readonly exported = new WeakMap<object, Promise<{ pub: string; secret: string }>>();

  constructor(private readonly options: { threads: number }) {}

  /** `unsigned` signed with `key` as `<controller>#<keyId>`, in a worker thread. */
  async sign(
    unsigned: JsonCredential,
    key: ActiveKey,
    controller: string,
  ): Promise<JsonCredential> {
    const { pub, secret } = await this.exportOf(key);
    const task: SignTask = {
      unsigned,
      publicKeyMultibase: pub,
      secretKeyMultibase: secret,
      id: `${controller}#${key.keyId}`,
      controller,
    };
    try {
      await this.started();
      return (await this.threads().run(task)) as JsonCredential;
    } catch (error) {
      if (this.closing) throw new SignPoolClosedError();
      throw error;
    }
  }

  /** Ends the threads; a signature in progress is refused (SignPoolClosedError). Safe again. */
  close(): Promise<void> {
    this.closing ??= this.pool ? this.pool.destroy() : Promise.resolve();
    return this.closing;
  }

  private exportOf(key: ActiveKey): Promise<{ pub: string; secret: string }> {
    let exported = this.exported.get(key.keyPair);
    if (!exported) {
      const keyPair = key.keyPair as unknown as {
        export(
          options: object,
        ): Promise<{ publicKeyMultibase: string; secretKeyMultibase: string }>;
      };
      exported = keyPair
        .export({ publicKey: true, secretKey: true })
        .then((e) => ({ pub: e.publicKeyMultibase, secret: e.secretKeyMultibase }));
      this.exported.set(key.keyPair, exported);
    }
    return exported;
  }

  private threads(): Piscina {
    if (this.closing) throw new SignPoolClosedError();
    const { threads } = this.options;
    this.pool ??= new Piscina({
      ...workerFile('sign-worker'),
      minThreads: threads,
      maxThreads: threads,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    return this.pool;
  }

  /** The first signature waits for a thread to have loaded the libraries. */
  private started(): Promise<void> {
    this.ready ??= this.threads()
      .run(WARM_UP)
      .then(
        () => undefined,
        (error: unknown) => {
          this.ready = undefined;
          throw error;
        },
      );
    return this.ready;
  }
}
