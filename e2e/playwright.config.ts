import { defineConfig } from '@playwright/test';
import { fairChromium } from './fixtures/chromium';

const browser = fairChromium();

/**
 * End-to-end journeys through the composed production site, served by the real server
 * (`api/dist/server.js`) with a fresh data folder, in Debian's Chromium - never a downloaded
 * browser.
 */
const ALONE = /(early-input|bundle-budget)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  // A spec's tests run in order in one worker; the specs share four workers, each with its own
  // server (fixtures/test.ts). scripts/e2e.mjs runs 'alone' first, by itself.
  workers: 4,
  // In CI a journey that fails once is run once more: two cores shared by four browsers and four
  // servers make a rare timing failure that would throw away a whole run. `npm test` names every
  // test that needed the retry (scripts/test-all.mjs), so flakiness is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  // Four browsers and four servers on two cores: a journey can take twice what it takes alone.
  timeout: 90_000,
  // Four browsers and four servers share two cores: a page can take more than 10 s now and then.
  expect: { timeout: 20_000 },
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? '../test-results/e2e-report.json' }],
  ],
  use: {
    // A click or a fill waits for its control as long as an expectation waits, not for the whole
    // test: a control that never comes (a lost value left a form's next step out) fails its step
    // in 20 s and goes to its retry, instead of holding a worker for the test's four minutes.
    actionTimeout: 20_000,
    browserName: 'chromium',
    headless: true,
    // In CI a journey is traced on its retry (a trace of every first try cost about a sixth of
    // the run's time); a local run, with no retry, keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A screenshot of the page as it was when a journey failed costs nothing until then.
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browser.executablePath,
      env: { ...process.env, ...browser.env } as Record<string, string>,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Nothing outside this machine: a host other than loopback fails at once (the footer's
        // map embed would otherwise wait on an address this machine cannot reach, and a page
        // waiting for the network to be idle waited with it, for minutes, in CI).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [
    // Presses made before hydration (timing races) and the scripts a page starts before its
    // load ends (a time window): another browser on the same two cores would turn them into
    // noise.
    { name: 'alone', testMatch: ALONE, workers: 1 },
    { name: 'journeys', testIgnore: ALONE },
  ],
});
