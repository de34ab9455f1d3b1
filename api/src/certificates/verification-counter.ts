// Counts certificate verifications in memory and adds the sums to the database every few seconds
// and when the server closes. The public lookup is the API's hottest route: a write per request
// would cost it far more than this Map does. What is counted is a certificate, a day and a
// channel, never who asked (no address, no agent).
//
// A process that crashes loses the counts of its last few seconds (at most one flush interval):
// accepted, for a figure that is a trend, not a ledger. A flush that fails keeps its sums for the
// next one.
import type { FastifyBaseLogger } from 'fastify';
import type {
  CertificateVerificationsRepository,
  VerificationSum,
} from '../db/repositories/certificate-verifications';
import type { VerificationChannel } from '../db/schema';
import { siteDay, siteDayStart } from '../lib/site-time';

/** How often the sums are written. */
export const VERIFICATION_FLUSH_MS = 5000;

/** The site's days are all this long (India keeps no summer time). */
const DAY_MS = 86_400_000;

/** Past this many distinct (certificate, day, channel) keys the sums are written at once. */
const MAX_PENDING_KEYS = 10_000;

export class VerificationCounter {
  private pending = new Map<string, VerificationSum>();
  private running: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  /** The site's day of the last count and the instants (ms) that bound it. */
  private day = '';
  private dayFrom = 0;
  private dayUntil = 0;

  constructor(
    private readonly repository: CertificateVerificationsRepository,
    private readonly log: FastifyBaseLogger,
    intervalMs = VERIFICATION_FLUSH_MS,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** One verification of `certificateId` (its normalized public ID) through `channel`. */
  count(certificateId: string, channel: VerificationChannel): void {
    const day = this.dayOf(this.now());
    const key = `${day} ${channel} ${certificateId}`;
    const sum = this.pending.get(key);
    if (sum) {
      sum.count += 1;
      return;
    }
    this.pending.set(key, { certificateId, day, channel, count: 1 });
    if (this.pending.size >= MAX_PENDING_KEYS) void this.flush();
  }

  /**
   * The site's day of `at`, worked out again only when `at` is outside the day of the last count
   * (formatting a date for every lookup was a measurable part of its cost).
   */
  private dayOf(at: Date): string {
    const ms = at.getTime();
    if (ms < this.dayFrom || ms >= this.dayUntil) {
      this.day = siteDay(at);
      this.dayFrom = Date.parse(siteDayStart(this.day));
      this.dayUntil = this.dayFrom + DAY_MS;
    }
    return this.day;
  }

  /** Writes what was counted so far; flushes run one after another, never two at once. */
  flush(): Promise<void> {
    this.running = this.running.then(() => this.write());
    return this.running;
  }

  /** Stops the timer and writes what is left (the server is closing). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const sums = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.repository.add(sums);
    } catch (error) {
      // Kept for the next flush, added to whatever was counted meanwhile.
      for (const sum of sums) {
        const key = `${sum.day} ${sum.channel} ${sum.certificateId}`;
        const later = this.pending.get(key);
        if (later) later.count += sum.count;
        else this.pending.set(key, sum);
      }
      this.log.warn(
        { err: error, keys: sums.length },
        'certificate verification counts not written',
      );
    }
  }
}
