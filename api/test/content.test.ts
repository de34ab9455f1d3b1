import { ENQUIRY_LIMITS } from 'contracts';
import {
  bearer,
  dialects,
  json,
  mailTo,
  signedInAdmin,
  signedInUser,
  testApp,
  type TestApp,
} from './helpers';
import { PIXEL } from '../src/routes/visits';

describe.each(dialects)('content for the shell (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { SEED_DEMO_DATA: 'true', SITE_SALES_EMAIL: 'sales@acme.test' });
  });
  afterAll(async () => t.close());
  /** A form token issued long enough ago for a person to have filled the form. */
  const readyToken = () => t.app.enquiryForms.issue(new Date(Date.now() - 10_000));

  it('lists reviews with a rating from 1 to 5', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reviews' });
    expect(res.statusCode).toBe(200);
    const { data } = json<{ data: Array<{ rating: number; name: string; text: string }> }>(res);
    expect(data.length).toBeGreaterThanOrEqual(8);
    for (const review of data) expect(review.rating).toBeGreaterThanOrEqual(1);
  });

  it('lists blog posts newest first and serves one by its slug', async () => {
    const list = json<{ data: Array<{ slug: string; publishedAt: string }> }>(
      await t.app.inject({ method: 'GET', url: '/api/blogs' }),
    ).data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect([...list].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))).toEqual(list);
    const one = await t.app.inject({ method: 'GET', url: `/api/blogs/${list[0]!.slug}` });
    expect(json(one)).toMatchObject({ success: true, data: { slug: list[0]!.slug } });
    expect((await t.app.inject({ method: 'GET', url: '/api/blogs/no-such-post' })).statusCode).toBe(
      404,
    );
  });

  it('lists at least 12 books (the placeholder grid shows 12)', async () => {
    const { data } = json<{ data: unknown[] }>(
      await t.app.inject({ method: 'GET', url: '/api/books' }),
    );
    expect(data.length).toBeGreaterThanOrEqual(12);
  });

  it('stores an enquiry and e-mails it to the sales address with a reply-to', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: {
        name: 'Ravi',
        email: 'ravi@example.com',
        phone: '+91 90000 00000',
        subject: 'Security+ batch',
        message: 'When does the next batch start?',
        formToken: readyToken(),
      },
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({
      success: true,
      code: expect.any(String),
      message: expect.any(String),
    });
    const [mail] = await mailTo(t.app, 'sales@acme.test');
    expect(mail?.raw).toMatch(/Reply-To: ravi@example.com/i);
    expect(mail?.raw).toMatch(/When does the next batch start\?/);
    const admin = await signedInAdmin(t.app);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/enquiries',
      headers: bearer(admin.token),
    });
    expect(json(list)).toMatchObject({
      data: [{ name: 'Ravi', subject: 'Security+ batch', status: 'new' }],
    });
  });

  it('refuses an enquiry with a header-injection subject', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: {
        name: 'X',
        email: 'x@example.com',
        subject: 'hi\r\nBcc: victim@example.com',
        message: 'm',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      code: 'FIELD_PLAIN_TEXT',
      message: expect.stringMatching(/^subject must not contain control characters/),
    });
  });

  describe("the contact form's rules (contracts' ENQUIRY_LIMITS), on the trimmed text", () => {
    const enquiry = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: {
          name: 'Ravi',
          email: 'ravi@example.com',
          subject: 'Security+ batch',
          message: 'When does the next batch start?',
          formToken: readyToken(),
          ...fields,
        },
      });

    it('takes every field at its longest, and the shortest message', async () => {
      const res = await enquiry({
        name: 'n'.repeat(ENQUIRY_LIMITS.name),
        phone: '9'.repeat(ENQUIRY_LIMITS.phone),
        subject: 's'.repeat(ENQUIRY_LIMITS.subject),
        message: 'm'.repeat(ENQUIRY_LIMITS.message),
      });
      expect(res.statusCode).toBe(201);
      const short = await enquiry({ message: 'm'.repeat(ENQUIRY_LIMITS.minMessage) });
      expect(short.statusCode).toBe(201);
    });

    it.each([
      ['a name of spaces', { name: '   ' }, 'name is required'],
      [
        'a message too short once trimmed',
        { message: `   ${'m'.repeat(ENQUIRY_LIMITS.minMessage - 1)}   ` },
        `message must NOT have fewer than ${ENQUIRY_LIMITS.minMessage} characters`,
      ],
      [
        'a message too short as sent',
        { message: 'm'.repeat(ENQUIRY_LIMITS.minMessage - 1) },
        `message must NOT have fewer than ${ENQUIRY_LIMITS.minMessage} characters`,
      ],
      [
        'a name too long',
        { name: 'n'.repeat(ENQUIRY_LIMITS.name + 1) },
        `name must NOT have more than ${ENQUIRY_LIMITS.name} characters`,
      ],
      [
        'a phone number with too few digits',
        { phone: '9'.repeat(ENQUIRY_LIMITS.phoneMinDigits - 1) },
        'phone is invalid',
      ],
    ])('refuses %s with a 400 that names the field', async (_what, fields, message) => {
      const res = await enquiry(fields);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ success: false, message });
    });
  });

  it('keeps enquiries from non-admins', async () => {
    const user = await signedInUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/enquiries', headers: bearer(user.token) }))
        .statusCode,
    ).toBe(403);
  });

  it('counts a visit for each pixel load and never lets it be cached', async () => {
    const before = (await t.app.repos.content.visits(1)).total;
    const res = await t.app.inject({ method: 'GET', url: '/api/visits/pixel.gif' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(PIXEL)).toBe(true);
    expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    await t.app.inject({ method: 'GET', url: '/api/visits/pixel.gif' });
    const after = await t.app.repos.content.visits(1);
    expect(after.total).toBe(before + 2);
    const admin = await signedInAdmin(t.app);
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/visits',
      headers: bearer(admin.token),
    });
    expect(json(summary)).toMatchObject({ success: true, total: before + 2 });
  });
});

describe('web vitals beacon', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite');
  });
  afterAll(async () => t.close());

  const vital = { name: 'LCP', value: 1234.5, id: 'v4-123', page: '/comptia' };

  it('accepts a measurement as JSON with 204', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/vitals', payload: vital });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('accepts the text/plain body that navigator.sendBeacon sends', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(vital),
    });
    expect(res.statusCode).toBe(204);
  });

  it('refuses an unknown metric name and extra fields', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      payload: { ...vital, name: 'FOO' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toMatch(/^name must be one of/);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      payload: { ...vital, userAgent: 'x' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('answers 400 to a text/plain body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': 'text/plain' },
      payload: 'LCP=1234',
    });
    expect(res.statusCode).toBe(400);
  });

  it('does not read text/plain as JSON on other routes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x' }),
    });
    // Refused as a content type the route does not read, not read as a string body.
    expect(res.statusCode).toBe(415);
    expect(json(res)).toEqual({
      success: false,
      code: 'MEDIA_TYPE',
      message: 'Unsupported content type; send application/json',
    });
  });
});
