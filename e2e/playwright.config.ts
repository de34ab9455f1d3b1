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
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]]
    : [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]],
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
});
