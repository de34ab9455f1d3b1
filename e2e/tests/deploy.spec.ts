// An independent front-end deploy: the certificates remote is published with
// `scripts/publish-remote.mjs` to a second origin (a static file server on another loopback port,
// CORS limited to the site's origin) and the site, pointed there by the published configuration
// file, loads it from there.
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures/test';
import { startSite, type RunningSite } from '../fixtures/server';

const root = path.resolve(__dirname, '../..');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

interface StaticHost {
  origin: string;
  /** The one origin allowed to read files cross-origin (set once the site is up). */
  allow: (origin: string) => void;
  close: () => Promise<void>;
}

/** A minimal CDN: files under `dir`, CORS for one origin only, nothing else. */
async function staticHost(dir: string): Promise<StaticHost> {
  let allowed = '';
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, path.normalize(pathname));
    if (req.headers.origin && req.headers.origin === allowed) {
      res.setHeader('access-control-allow-origin', allowed);
    }
    res.setHeader('vary', 'Origin');
    res.setHeader('cross-origin-resource-policy', 'cross-origin');
    if (!file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    allow: (origin) => (allowed = origin),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('a remote deployed to its own origin', () => {
  let cdnDir: string;
  let cdn: StaticHost;
  let site: RunningSite;
  let manifestUrl: string;

  test.beforeAll(async () => {
    cdnDir = mkdtempSync(path.join(tmpdir(), 'cdn-e2e-'));
    cdn = await staticHost(cdnDir);
    const configFile = path.join(cdnDir, 'site-config.json');
    execFileSync(
      process.execPath,
      [
        path.join(root, 'scripts/publish-remote.mjs'),
        'certificates',
        '--to',
        cdnDir,
        '--base-url',
        cdn.origin,
        '--version',
        'e2e-1',
      ],
      { cwd: root, stdio: 'pipe' },
    );
    manifestUrl = `${cdn.origin}/certificates/e2e-1/mf-manifest.json`;
    site = await startSite({
      SITE_CONFIG_FILE: configFile,
      // The site's own /mfe/ assets: only the CDN's origin may read them cross-origin.
      CORS_ORIGINS: cdn.origin,
    });
    cdn.allow(site.url);
  });

  test.afterAll(async () => {
    await site?.stop();
    await cdn?.close();
    rmSync(cdnDir, { recursive: true, force: true });
  });

  test('the site points at the published version and lets its origin through the CSP', async ({
    request,
  }) => {
    const config = (await (await request.get(`${site.url}/api/site-config`)).json()) as {
      remotes: Record<string, string>;
    };
    expect(config.remotes.certificates).toBe(manifestUrl);
    expect(config.remotes.catalog).toBe('/mfe/catalog/mf-manifest.json');
    const page = await request.get(`${site.url}/CertificateLookup`, {
      headers: { accept: 'text/html' },
    });
    const csp = page.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`script-src 'self' ${cdn.origin.replace(/\./g, '\\.')}`));
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${cdn.origin.replace(/\./g, '\\.')}`));
  });

  test('verifies the demo certificate with the remote loaded from the second origin', async ({
    page,
  }) => {
    const fromCdn: string[] = [];
    page.on('requestfinished', (req) => {
      if (req.url().startsWith(`${cdn.origin}/certificates/e2e-1/`)) fromCdn.push(req.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${site.url}/CertificateLookup`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verify a certificate' }),
    ).toBeVisible();
    await page.getByLabel('Enter Certificate ID').fill('SB-DEMO-2024');
    await page.getByRole('button', { name: 'Verify' }).click();
    const card = page.getByRole('region', { name: /Certificate Details/ });
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(card).toContainText('Asha Verma');

    expect(fromCdn).toContain(manifestUrl);
    expect(
      fromCdn.some((url) => url.endsWith('/remoteEntry.js') || /\.[0-9a-f]{8,}\.js$/.test(url)),
    ).toBe(true);
    expect(errors).toEqual([]);

    // The other remotes still come from the site itself.
    await page.goto(`${site.url}/comptia/specialist/security-plus`);
    await expect(page.getByRole('heading', { level: 1, name: /Security\+/ })).toBeVisible();
  });

  test("the CDN's manifest is readable cross-origin only by the site's origin", async () => {
    const allowed = await fetch(manifestUrl, { headers: { origin: site.url } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(site.url);
    const other = await fetch(manifestUrl, { headers: { origin: 'http://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  test("the site's own /mfe/ assets are readable cross-origin only by CORS_ORIGINS", async () => {
    const url = `${site.url}/mfe/catalog/mf-manifest.json`;
    const allowed = await fetch(url, { headers: { origin: cdn.origin } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(cdn.origin);
    expect(allowed.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const other = await fetch(url, { headers: { origin: 'http://evil.example' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('rolling back is repointing the configuration to an older version', async () => {
    execFileSync(
      process.execPath,
      [
        path.join(root, 'scripts/publish-remote.mjs'),
        'certificates',
        '--to',
        cdnDir,
        '--base-url',
        cdn.origin,
      ],
      { cwd: root, stdio: 'pipe' },
    );
    const configFile = path.join(cdnDir, 'site-config.json');
    const read = () =>
      (
        JSON.parse(readFileSync(configFile, 'utf8')) as {
          remotes: { certificates: string };
        }
      ).remotes.certificates;
    expect(read()).toMatch(/\/certificates\/1\.0\.0-[0-9a-f]{10}\/mf-manifest\.json$/);
    execFileSync(
      process.execPath,
      [
        path.join(root, 'scripts/publish-remote.mjs'),
        'certificates',
        '--to',
        cdnDir,
        '--base-url',
        cdn.origin,
        '--rollback',
        'e2e-1',
      ],
      { cwd: root, stdio: 'pipe' },
    );
    expect(read()).toBe(manifestUrl);
  });
});
