// Credentials are verified in worker threads (piscina), never on the event loop: canonicalising a
// posted document (RDFC-1.0) before its signature can be checked costs CPU that grows much faster
// than the document (a few thousand identical blank nodes cost seconds), and on the event loop
// every other request would wait for it. The pool is bounded three ways:
// - threads: CREDENTIAL_VERIFY_THREADS (default 1), so verification takes at most that many cores;
// - waiting: at most CREDENTIAL_VERIFY_QUEUE checks wait beside those running; one more is
//   refused at once (VerifyBusyError, the route's 503) rather than left to wait without end;
// - time: a check not answered within CREDENTIAL_VERIFY_TIMEOUT_MS of being handed to the pool is
//   refused, and if it was running, the thread that ran it is ended, so it stops costing CPU
//   (piscina terminates the worker of a running task whose AbortSignal fires, and starts
//   another). The refusal is VerifyBudgetError when it ran for at least half the budget (the
//   document is what is slow), VerifyBusyError when it spent most of it waiting for a thread
//   (the checks ahead of it are).
// A new thread loads the credential libraries (about half a second) before it takes a task. The
// first start, once per process, is waited for whatever it takes; a check that arrives while an
// ended thread's replacement is starting waits at most its budget, then is refused as busy.
import { MessageChannel } from 'node:worker_threads';
import Piscina from 'piscina';
import { MULTIKEY_V1_CONTEXT } from './document-loader';
import { statusListOf } from './status-list';
import type { JsonCredential } from './json-credential';
import type { VerificationReport } from './verify';
import { WARM_UP, type VerifyTask } from './verify-worker';
import { workerFile } from './worker-file';

export type { VerifyTask };

export interface VerifyPoolOptions {
  /** Worker threads. */
  threads: number;
  /** Checks that may wait for a thread beside those running. */
  queue: number;
  /** Milliseconds a check may take, waiting for a thread included. */
  timeoutMs: number;
}

/** The pool is full (or closing): the caller answers 503 and asks to come back. */
export class VerifyBusyError extends Error {
  constructor() {
    super('credential verification is busy');
    this.name = 'VerifyBusyError';
  }
}

/** The check took longer than its budget, or more memory than a thread has, and was ended. */
export class VerifyBudgetError extends Error {
  constructor(readonly budgetMs: number) {
    super(`credential verification stopped after ${budgetMs} ms`);
    this.name = 'VerifyBudgetError';
  }
}

/** How long a new thread may take to load the libraries before checks are refused as busy. */
const START_TIMEOUT_MS = 30_000;
/** Heap of one thread: a real credential needs a few MB; a hostile one is ended past this. */
const THREAD_HEAP_MB = 128;

/** Where this issuer's documents come from (the credential service). */
export interface IssuerSources {
  did: string;
  statusListBase: string;
  didDocument(): Promise<JsonCredential>;
  statusListCredential(list: number): Promise<JsonCredential | undefined>;
}

/**
 * The issuer's documents a check may read, for the worker (which has no database): the DID
 * document, each key's verification method (with the Multikey context, as the document loader
 * answers it) and the signed status list at `statusListUrl` (the one the credential names; only
 * that list is read, when it is one of this issuer's).
 */
export async function issuerDocuments(
  issuer: IssuerSources,
  statusListUrl = `${issuer.statusListBase}1`,
): Promise<Record<string, object>> {
  const list = statusListOf(issuer.statusListBase, statusListUrl);
  const [didDocument, statusList] = await Promise.all([
    issuer.didDocument(),
    list === undefined ? undefined : issuer.statusListCredential(list),
  ]);
  const documents: Record<string, object> = { [issuer.did]: didDocument };
  for (const method of didDocument.verificationMethod as JsonCredential[]) {
    documents[method.id] = { '@context': MULTIKEY_V1_CONTEXT, ...method };
  }
  if (statusList) documents[statusListUrl] = statusList;
  return documents;
}

/** `promise`, or VerifyBusyError once `signal` aborts first. */
function untilAborted(promise: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new VerifyBusyError());
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError';
/** A thread that died under its task: out of memory (ERR_WORKER_OUT_OF_MEMORY) or ended. */
const isThreadLoss = (error: unknown) =>
  String((error as { code?: unknown })?.code ?? '').startsWith('ERR_WORKER') ||
  (error as Error)?.message === 'Terminating worker thread';

export class VerifyPool {
  private pool: Piscina | undefined;
  /** Resolved once a thread has loaded the libraries (again after a thread was ended). */
  private ready: Promise<void> | undefined;
  /** Checks handed to this pool and not yet answered (waiting for a thread included). */
  private pending = 0;
  private closing: Promise<void> | undefined;
  /** A thread has started once: from then on, waiting for a thread counts in the budget. */
  private startedOnce = false;

  constructor(private readonly options: VerifyPoolOptions) {}

  /** The credential's report, computed in a worker thread within the budget. */
  async verify(task: VerifyTask): Promise<VerificationReport> {
    const { threads, queue, timeoutMs } = this.options;
    if (this.closing || this.pending >= threads + queue) throw new VerifyBusyError();
    this.pending += 1;
    // The worker says when it starts the task (the event loop is free, so it hears at once).
    const { port1: startedPort, port2: startedSignal } = new MessageChannel();
    let startedAt: number | undefined;
    startedPort.once('message', () => {
      startedAt = performance.now();
    });
    startedPort.unref();
    try {
      const budget = this.startedOnce ? AbortSignal.timeout(timeoutMs) : undefined;
      await (budget ? untilAborted(this.started(), budget) : this.started());
      return (await this.threads().run(
        { ...task, started: startedSignal },
        { signal: budget ?? AbortSignal.timeout(timeoutMs), transferList: [startedSignal] },
      )) as VerificationReport;
    } catch (error) {
      if (error instanceof VerifyBusyError) throw error;
      if (this.closing) throw new VerifyBusyError();
      if (isThreadLoss(error)) {
        this.ready = undefined;
        throw new VerifyBudgetError(timeoutMs);
      }
      if (isAbort(error)) {
        if (startedAt === undefined) throw new VerifyBusyError();
        // Its thread was ended: the next check waits for a new one to load.
        this.ready = undefined;
        const ran = performance.now() - startedAt;
        throw ran >= timeoutMs / 2 ? new VerifyBudgetError(timeoutMs) : new VerifyBusyError();
      }
      if ((error as Error)?.message === 'Task queue is at limit') throw new VerifyBusyError();
      throw error;
    } finally {
      this.pending -= 1;
      startedPort.close();
    }
  }

  /** Ends the threads; checks still waiting are refused as busy. Safe to call again. */
  close(): Promise<void> {
    this.closing ??= this.pool ? this.pool.destroy() : Promise.resolve();
    return this.closing;
  }

  /** Started on the first check, so an instance that never verifies runs no thread. */
  private threads(): Piscina {
    if (this.closing) throw new VerifyBusyError();
    const { threads, queue } = this.options;
    this.pool ??= new Piscina({
      ...workerFile('verify-worker'),
      minThreads: threads,
      maxThreads: threads,
      // A backstop: `pending` above refuses first (the +1 is the warm-up's place).
      maxQueue: queue + 1,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    return this.pool;
  }

  private started(): Promise<void> {
    this.ready ??= this.threads()
      .run(WARM_UP, { signal: AbortSignal.timeout(START_TIMEOUT_MS) })
      .then(
        () => {
          this.startedOnce = true;
        },
        (error: unknown) => {
          this.ready = undefined;
          throw Object.assign(new VerifyBusyError(), { cause: error });
        },
      );
    return this.ready;
  }
}
