// The background signing run gives way to the requests the server answers (credentials/pacing.ts).
import { performance } from 'node:perf_hooks';
import { RequestPacing } from '../src/credentials/pacing';
import { testApp } from './helpers';

/** How long `quiet()` took, in ms. */
async function timed(pacing: RequestPacing, stop?: () => boolean): Promise<number> {
  const started = performance.now();
  await pacing.quiet(stop);
  return performance.now() - started;
}

describe('the background signing run gives way to requests', () => {
  it('goes on at once when no request has come', async () => {
    expect(await timed(new RequestPacing(50, 400))).toBeLessThan(40);
  });

  it('waits until no request has come for the quiet time', async () => {
    const pacing = new RequestPacing(50, 400);
    pacing.noteRequest();
    const waited = await timed(pacing);
    expect(waited).toBeGreaterThanOrEqual(45);
    expect(waited).toBeLessThan(2000);
  });

  it('under constant requests waits no longer than its limit, so the run still progresses', async () => {
    const pacing = new RequestPacing(50, 200);
    const traffic = setInterval(pacing.noteRequest, 5);
    try {
      pacing.noteRequest();
      const waited = await timed(pacing);
      expect(waited).toBeGreaterThanOrEqual(190);
      // Without the limit it would wait as long as the requests go on (for ever); the margin is
      // for a loaded machine, whose timers fire late.
      expect(waited).toBeLessThan(3000);
    } finally {
      clearInterval(traffic);
    }
  });

  it('stops waiting when the server closes', async () => {
    const pacing = new RequestPacing(50, 10_000);
    const traffic = setInterval(pacing.noteRequest, 5);
    let closed = false;
    setTimeout(() => (closed = true), 60);
    try {
      pacing.noteRequest();
      expect(await timed(pacing, () => closed)).toBeLessThan(5000);
    } finally {
      clearInterval(traffic);
    }
  });

  it("hears the server's requests over HTTP", async () => {
    const t = await testApp('sqlite');
    try {
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { pacing } = t.app.credentials;
      expect(pacing.lastRequest).toBe(Number.NEGATIVE_INFINITY);
      // When the request was heard, not how long a wait after it lasts: on a loaded machine the
      // answer can take longer than the quiet time to come back to the test.
      const sent = performance.now();
      await (await fetch(`${address}/api/health`)).arrayBuffer();
      expect(pacing.lastRequest).toBeGreaterThanOrEqual(sent);
      expect(pacing.lastRequest).toBeLessThanOrEqual(performance.now());
    } finally {
      await t.close();
    }
  });
});
