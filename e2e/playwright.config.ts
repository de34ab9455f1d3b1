import { defineConfig } from '@playwright/test';
import { chromiumPath } from './fixtures/chromium';

/**
 * End-to-end journeys through the composed production site, served by the real server
 * (`api/dist/server.js`) with a fresh data folder, in Debian's Chromium - never a downloaded
 * browser.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  // A spec's tests run in order in one worker; the specs share four workers, each with its own
  // server (fixtures/test.ts). scripts/e2e.mjs runs 'alone' first, by itself.
  workers: 4,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? '../test-results/e2e-report.json' }],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Presses made before hydration: timing races that a second browser on the same two cores
    // would turn into noise.
    { name: 'alone', testMatch: /early-input\.spec\.ts$/, workers: 1 },
    { name: 'journeys', testIgnore: /early-input\.spec\.ts$/ },
  ],
});
