import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDemoSiteConfig, REMOTE_NAMES } from 'contracts';
import { ConfigError, loadConfig } from '../src/config';
import { buildSiteConfig } from '../src/site-config';
import { isOpeningHours } from '../src/site-config-hours';
import { json, tempDir, testApp, type TestApp } from './helpers';

function problemsOf(env: NodeJS.ProcessEnv, cwd = '/srv'): string[] {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('GET /api/site-config', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('serves the demo defaults with exactly the documented shape and no-cache', async () => {
    t = await testApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = json(res);
    const demo = createDemoSiteConfig();
    // With the working hours written in each language (demo hours are in schema.org's form).
    expect(body).toEqual({
      ...demo,
      contact: {
        ...demo.contact,
        workingHoursIn: {
          en: 'Mon–Sat 11:00–19:00',
          hi: 'सोम–शनि 11:00–19:00',
          nl: 'ma–za 11:00–19:00',
          fr: 'lun.–sam. 11:00–19:00',
          pt: 'seg.–sáb. 11:00–19:00',
          it: 'lun–sab 11:00–19:00',
          ar: 'الاثنين–السبت 11:00–19:00',
        },
      },
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'apiBaseUrl',
        'bank',
        'brandName',
        'commerce',
        'contact',
        'mapEmbedUrl',
        'payments',
        'remotes',
        'social',
        'visitorCounterUrl',
      ].sort(),
    );
    // The remotes load from the same origin unless a deployment says otherwise.
    expect(body.remotes).toEqual(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/mfe/${name}/mf-manifest.json`])),
    );
  });

  it('takes every value from its environment variable', async () => {
    t = await testApp('sqlite', {
      SITE_BRAND_NAME: 'Acme Training',
      API_BASE_URL: 'https://api.acme.test/api',
      SITE_CONTACT_EMAIL: 'hello@acme.test',
      SITE_SALES_EMAIL: 'sales@acme.test',
      SITE_PHONE: '+1 555 0199',
      SITE_WHATSAPP_INDIA: '+91 90000 00000',
      SITE_WHATSAPP_INTERNATIONAL: '+44 20 0000 0000',
      SITE_ADDRESS: '1 Test Street',
      SITE_WORKING_HOURS: 'Mon - Fri 9AM - 5PM',
      SITE_MAP_EMBED_URL: 'https://maps.acme.test/embed',
      SITE_VISITOR_COUNTER_URL: '',
      SITE_FACEBOOK_URL: 'https://facebook.com/acme',
      SITE_INSTAGRAM_URL: '',
      SITE_LINKEDIN_URL: 'https://linkedin.com/acme',
      BANK_ACCOUNT_NUMBER: '42',
      BANK_NAME: 'Acme Bank',
      BANK_BRANCH_NAME: 'Main',
      BANK_ACCOUNT_HOLDER: 'Acme Ltd',
      BANK_IFSC: 'ACME0000042',
      PAYPAL_URL: 'https://paypal.test/acme',
      CARD_PAYMENT_URL: 'https://cards.test/acme',
      REMOTE_CATALOG_URL: 'https://catalog.acme.test/mf-manifest.json',
      REMOTE_ACCOUNT_URL: '/remotes/account/mf-manifest.json',
      REMOTE_CERTIFICATES_URL: 'http://localhost:3003/mf-manifest.json',
      REMOTE_PAYMENTS_URL: '/mfe/payments/mf-manifest.json',
    });
    const body = json(await t.app.inject({ method: 'GET', url: '/api/site-config' }));
    expect(body).toEqual({
      brandName: 'Acme Training',
      apiBaseUrl: 'https://api.acme.test/api',
      contact: {
        email: 'hello@acme.test',
        salesEmail: 'sales@acme.test',
        phone: '+1 555 0199',
        whatsappIndia: '+91 90000 00000',
        whatsappInternational: '+44 20 0000 0000',
        address: '1 Test Street',
        workingHours: 'Mon - Fri 9AM - 5PM',
      },
      mapEmbedUrl: 'https://maps.acme.test/embed',
      visitorCounterUrl: '',
      social: {
        facebook: 'https://facebook.com/acme',
        instagram: '',
        linkedin: 'https://linkedin.com/acme',
      },
      bank: {
        accountNumber: '42',
        bankName: 'Acme Bank',
        branchName: 'Main',
        accountHolderName: 'Acme Ltd',
        ifscCode: 'ACME0000042',
        // follows the sales address unless BANK_EMAIL is set
        email: 'sales@acme.test',
      },
      payments: {
        paypalUrl: 'https://paypal.test/acme',
        cardPaymentUrl: 'https://cards.test/acme',
      },
      remotes: {
        catalog: 'https://catalog.acme.test/mf-manifest.json',
        account: '/remotes/account/mf-manifest.json',
        certificates: 'http://localhost:3003/mf-manifest.json',
        payments: '/mfe/payments/mf-manifest.json',
      },
      // The seller's GST state (Delhi by default) and no card without the Stripe keys.
      commerce: { sellerState: '07', cardPayments: false },
    });
  });

  it('lets remote origins through the Content-Security-Policy', async () => {
    t = await testApp('sqlite', {
      REMOTE_CATALOG_URL: 'https://catalog.acme.test/mfe/mf-manifest.json',
    });
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/catalog\.acme\.test/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/catalog\.acme\.test/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/img-src 'self' data: https:\/\/www\.openstreetmap\.org/);
    expect(csp).toMatch(/frame-src https:\/\/www\.openstreetmap\.org/);
  });
});

describe('the site configuration file (SITE_CONFIG_FILE)', () => {
  it('is deep-merged under the environment', () => {
    const dir = tempDir();
    const file = path.join(dir, 'site.json');
    writeFileSync(
      file,
      JSON.stringify({
        brandName: 'From the file',
        contact: { phone: '+1 555 0111', email: 'file@acme.test' },
        remotes: { catalog: 'https://cdn.acme.test/catalog/mf-manifest.json' },
      }),
    );
    const { site } = loadConfig(
      { SITE_CONFIG_FILE: file, SITE_CONTACT_EMAIL: 'env@acme.test' },
      dir,
    );
    expect(site.brandName).toBe('From the file');
    expect(site.contact.phone).toBe('+1 555 0111');
    expect(site.contact.email).toBe('env@acme.test');
    expect(site.contact.workingHours).toBe('Mo-Sa 11:00-19:00');
    expect(site.remotes.catalog).toBe('https://cdn.acme.test/catalog/mf-manifest.json');
    expect(site.remotes.account).toBe('/mfe/account/mf-manifest.json');
  });

  it('names an unknown key in the file', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 's.json'), JSON.stringify({ contact: { fax: '1' } }));
    expect(problemsOf({ SITE_CONFIG_FILE: 's.json' }, dir)[0]).toMatch(
      /SITE_CONFIG_FILE: unknown key "contact.fax"/,
    );
  });

  it('explains a file that is missing or not JSON', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'bad.json'), '{ nope');
    expect(problemsOf({ SITE_CONFIG_FILE: 'missing.json' }, dir)[0]).toMatch(
      /SITE_CONFIG_FILE: cannot read .*missing\.json as JSON/,
    );
    expect(problemsOf({ SITE_CONFIG_FILE: 'bad.json' }, dir)[0]).toMatch(/cannot read .*bad\.json/);
  });

  it('refuses a non-string value in the file', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 's.json'), JSON.stringify({ brandName: 42 }));
    expect(problemsOf({ SITE_CONFIG_FILE: 's.json' }, dir)[0]).toMatch(
      /"brandName" .* must be a string/,
    );
  });
});

describe('site configuration validation', () => {
  it('refuses a remote URL that is neither http(s) nor a path, naming the variable', () => {
    const [problem] = problemsOf({ REMOTE_CATALOG_URL: 'ftp://cdn.example.com/mf-manifest.json' });
    expect(problem).toMatch(
      /remotes\.catalog must be an absolute http\(s\) URL or a path starting with '\/'/,
    );
    expect(problem).toMatch(/REMOTE_CATALOG_URL/);
  });

  it('refuses a protocol-relative URL that would point at another host', () => {
    expect(problemsOf({ API_BASE_URL: '//evil.example.com/api' })[0]).toMatch(/API_BASE_URL/);
  });

  it('refuses a relative path without a leading slash', () => {
    expect(problemsOf({ REMOTE_PAYMENTS_URL: 'mfe/payments/mf-manifest.json' })[0]).toMatch(
      /REMOTE_PAYMENTS_URL/,
    );
  });

  it('refuses javascript: links in payment and social URLs', () => {
    const problems = problemsOf({ PAYPAL_URL: 'javascript:alert(1)', SITE_FACEBOOK_URL: 'data:x' });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/PAYPAL_URL/);
    expect(problems.join('\n')).toMatch(/SITE_FACEBOOK_URL/);
  });

  it('allows an empty visitor counter URL to turn the counter off', () => {
    expect(loadConfig({ SITE_VISITOR_COUNTER_URL: '' }, '/').site.visitorCounterUrl).toBe('');
  });

  it('refuses an empty brand name and a malformed e-mail address', () => {
    const problems = problemsOf({ SITE_BRAND_NAME: '  ', SITE_SALES_EMAIL: 'sales' });
    expect(problems[0]).toMatch(/brandName must not be empty .*SITE_BRAND_NAME/);
    expect(problems[1]).toMatch(/contact\.salesEmail must be an e-mail address.*SITE_SALES_EMAIL/);
  });
});

describe('working hours in each language', () => {
  it("writes schema.org's openingHours form in every language, groups and single days too", () => {
    const { site } = buildSiteConfig(
      { SITE_WORKING_HOURS: 'Mo-Fr 09:00-18:00,Sa 10:00-14:00' },
      '/srv',
    );
    expect(site.contact.workingHoursIn?.en).toBe('Mon–Fri 09:00–18:00, Sat 10:00–14:00');
    expect(site.contact.workingHoursIn?.hi).toBe('सोम–शुक्र 09:00–18:00, शनि 10:00–14:00');
    expect(site.contact.workingHoursIn?.ar).toBe('الاثنين–الجمعة 09:00–18:00, السبت 10:00–14:00');
    expect(Object.keys(site.contact.workingHoursIn ?? {}).sort()).toEqual([
      'ar',
      'en',
      'fr',
      'hi',
      'it',
      'nl',
      'pt',
    ]);
  });

  it('leaves other text to be shown as written, in every language', () => {
    for (const text of [
      'Mon - Sat 11AM - 7PM',
      'Mo-Xx 11:00-19:00',
      'Sa-Mo 11:00-19:00',
      'Mo-Sa 25:00-19:00',
      'Mo-Sa 11:00-19:00,',
    ]) {
      expect(isOpeningHours(text)).toBe(false);
      const { site, errors } = buildSiteConfig({ SITE_WORKING_HOURS: text }, '/srv');
      expect(errors).toEqual([]);
      expect(site.contact.workingHours).toBe(text);
      expect(site.contact.workingHoursIn).toBeUndefined();
    }
  });

  it('is not set from the site configuration file, only written from the hours', () => {
    const dir = tempDir('site-hours-');
    const file = path.join(dir, 'site.json');
    writeFileSync(file, JSON.stringify({ contact: { workingHoursIn: { en: 'Always' } } }));
    expect(problemsOf({ SITE_CONFIG_FILE: file }, dir)).toEqual([
      expect.stringContaining('unknown key "contact.workingHoursIn"'),
    ]);
  });
});
