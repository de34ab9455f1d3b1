import { bearer, json, signedInAdmin, testApp, type Account, type TestApp } from './helpers';
import { describeValidationError } from '../src/plugins/errors';

describe('error handling', () => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await testApp('sqlite');
    admin = await signedInAdmin(t.app);
  });
  afterAll(async () => t.close());

  it('answers malformed JSON with 400 and the common error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      success: false,
      code: 'JSON_MALFORMED',
      message: 'Malformed JSON in the request body',
    });
  });

  it('answers 400 to an empty JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).success).toBe(false);
  });

  it('answers 413 to a body over 100 KB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'x',
        email: 'x@example.com',
        subject: 's',
        message: 'm'.repeat(101 * 1024),
      }),
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({
      success: false,
      code: 'BODY_TOO_LARGE',
      message: 'The request body is too large (limit 100 KB)',
    });
  });

  it('accepts a body just under 100 KB (the limit is not lower than promised)', async () => {
    const csv = `fullName,courseName\n${'A Name,A Course\n'.repeat(5000)}`.slice(0, 99_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certificates/bulk',
      headers: bearer(admin.token),
      payload: { csv: csv.slice(0, csv.lastIndexOf('\n') + 1) },
    });
    expect(res.statusCode).not.toBe(413);
  });

  it('answers 415 to a content type it does not read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(json(res).success).toBe(false);
  });

  it('refuses prototype pollution attempts with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@example.com","password":"x","__proto__":{"role":"admin"}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a JSON 404 with the common body for an unknown API route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('hides the details of an unexpected fault behind a generic 500', async () => {
    const spy = jest
      .spyOn(t.app.repos.content, 'reviews')
      .mockRejectedValueOnce(new Error('disk on fire at /var/lib/db'));
    const res = await t.app.inject({ method: 'GET', url: '/api/reviews' });
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
    });
  });

  it('never answers 500 to hostile or malformed input on any route', async () => {
    const routes: Array<[string, string]> = [
      ['POST', '/api/users/register'],
      ['POST', '/api/users/login'],
      ['POST', '/api/users/sendOTPToEmail'],
      ['POST', '/api/users/verifyOtp'],
      ['POST', '/api/users/reset_password'],
      ['GET', '/api/users/me'],
      ['GET', '/api/users'],
      ['PATCH', '/api/users/x'],
      ['GET', '/api/certificates/x'],
      ['POST', '/api/certificates'],
      ['POST', '/api/certificates/bulk'],
      ['GET', '/api/certificates'],
      ['POST', '/api/certificates/x/revoke'],
      ['GET', '/api/questions/getQuestions'],
      ['GET', '/api/questions'],
      ['POST', '/api/questions/addQuestion'],
      ['PATCH', '/api/questions/x'],
      ['DELETE', '/api/questions/x'],
      ['POST', '/api/results'],
      ['GET', '/api/results'],
      ['POST', '/api/security'],
      ['GET', '/api/security'],
      ['POST', '/api/enquiries'],
      ['POST', '/api/vitals'],
      ['GET', '/api/blogs/x'],
    ];
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      { email: { $ne: null }, password: { $gt: '' } },
      { email: 'a'.repeat(5000), password: 'b'.repeat(5000), otp: '1'.repeat(50) },
      { attemptId: "' OR 1=1 --", answers: 'all', kind: 123, rows: [{}], csv: '"' },
      { fullName: '\u0000', courseName: '\u202e', role: 'admin', count: -1 },
      { rows: [{ fullName: 'x'.repeat(600) }], csv: null },
      { answers: [{ questionId: 'x', selectedOption: 1e308 }] },
    ];
    const queries = [
      '',
      '?page=-1',
      '?pageSize=1000000',
      '?count=abc',
      '?search=%00%27',
      '?category=../../etc',
    ];
    for (const [method, url] of routes) {
      for (const token of [undefined, admin.token, 'garbage.token.here']) {
        for (const body of bodies) {
          for (const query of method === 'GET' ? queries : ['']) {
            const res = await t.app.inject({
              method: method as 'GET',
              url: `${url}${query}`,
              headers: token ? bearer(token) : {},
              ...(method === 'GET' || method === 'DELETE'
                ? {}
                : {
                    payload: JSON.stringify(body),
                    headers: {
                      ...(token ? bearer(token) : {}),
                      'content-type': 'application/json',
                    },
                  }),
            });
            if (res.statusCode >= 500)
              throw new Error(
                `${method} ${url}${query} ${JSON.stringify(body)} -> ${res.statusCode} ${res.body}`,
              );
            expect(json(res).success === false || res.statusCode < 300).toBe(true);
          }
        }
      }
    }
  });
});

describe('describeValidationError', () => {
  it('names nested fields with array indexes', () => {
    expect(
      describeValidationError(
        [
          {
            instancePath: '/answers/0/selectedOption',
            keyword: 'type',
            message: 'must be integer',
            params: {},
          },
        ],
        'body',
      ),
    ).toBe('answers[0].selectedOption must be integer');
  });

  it('names the missing property', () => {
    expect(
      describeValidationError(
        [{ instancePath: '', keyword: 'required', params: { missingProperty: 'email' } }],
        'body',
      ),
    ).toBe('email is required');
  });

  it('names the refused extra property', () => {
    expect(
      describeValidationError(
        [
          {
            instancePath: '',
            keyword: 'additionalProperties',
            params: { additionalProperty: 'role' },
          },
        ],
        'body',
      ),
    ).toBe('role is not an allowed field');
  });
});
