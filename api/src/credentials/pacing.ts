// Background signing (an import's, or certificates stored before credentials existed) gives way
// to the requests the server is answering. Each certificate's signature takes a worker thread
// 10 to 20 ms of CPU, and the run's bookkeeping some of the event loop's; on a machine whose
// cores the requests need, a run at full speed took the certificate lookup's p99 from 5.5 ms to
// 8-11 ms at a million certificates (bench --scale). So before each certificate the run waits
// until no request has arrived for QUIET_MS, but never longer than MAX_WAIT_MS: under constant
// traffic it still signs about four certificates a second, and at full speed when it is quiet.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';

export const QUIET_MS = 20;
export const MAX_WAIT_MS = 250;

export class RequestPacing {
  private lastRequestAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly quietMs = QUIET_MS,
    private readonly maxWaitMs = MAX_WAIT_MS,
  ) {}

  /** A request arrived (the server's 'request' event: one assignment per request). */
  readonly noteRequest = (): void => {
    this.lastRequestAt = performance.now();
  };

  /** When the last request arrived (`performance.now()`), or -Infinity before the first. */
  get lastRequest(): number {
    return this.lastRequestAt;
  }

  /** Resolves once no request has arrived for `quietMs`, after `maxWaitMs` at the latest. */
  async quiet(stop: () => boolean = () => false): Promise<void> {
    const deadline = performance.now() + this.maxWaitMs;
    for (;;) {
      const now = performance.now();
      const wait = Math.min(this.quietMs - (now - this.lastRequestAt), deadline - now);
      if (wait <= 0 || stop()) return;
      await delay(Math.max(1, Math.ceil(wait)));
    }
  }
}
