// What the browser checks, the server checks again (a client of the API alone skips the
// browser): the sign-up's LinkedIn address and its free-text fields, and the plain-text rule of
// every field a person reads
// (enquiries, questions, assessments, revocation reasons). The rules live in contracts' rules.ts;
// the refusals name the field in the request's language. Certificates: certificates.test.ts.
import { seedAssessments } from '../src/db/seed';
import {
  bearer,
  GOOD_PASSWORD,
  json,
  signedInAdmin,
  testApp,
  uniqueEmail,
  type Account,
  type TestApp,
} from './helpers';

/** Invisible characters that reorder or hide text, and control characters. */
const INVISIBLE = {
  'a right-to-left override': '\u202e',
  'a left-to-right isolate': '\u2066',
  'a right-to-left mark': '\u200f',
  'an Arabic letter mark': '\u061c',
  'a zero-width space': '\u200b',
  'a zero-width joiner': '\u200d',
  'a word joiner': '\u2060',
  'a byte order mark': '\ufeff',
  'a NUL': '\u0000',
  'an escape': '\u001b',
  'a C1 control (NEL)': '\u0085',
};
const cases = Object.entries(INVISIBLE);

const PLAIN_TEXT_MESSAGE = (field: string) =>
  `${field} must not contain control characters or invisible formatting characters (such as bidirectional overrides or zero-width spaces)`;

describe('server-side input rules', () => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await testApp('sqlite');
    await seedAssessments(t.app.repos);
    admin = await signedInAdmin(t.app);
  });
  afterAll(async () => t.close());

  const register = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers,
      payload: {
        email: uniqueEmail(),
        password: GOOD_PASSWORD,
        username: `u${Math.random().toString(36).slice(2, 10)}`,
        ...fields,
      },
    });

  describe('sign-up', () => {
    it.each([
      'javascript:alert(1)//https://www.linkedin.com/in/asha',
      'javascript://www.linkedin.com/in/asha%0aalert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://www.linkedin.com/in/asha',
      'https://www.linkedin.com.evil.example/in/asha',
      'https://evil.example/in/asha?https://www.linkedin.com/in/asha',
      'https://www.linkedin.com@evil.example/in/asha',
      'https://www.linkedin.com:8443/in/asha',
      'https://evil-linkedin.com/in/asha',
      'https://www.linkedin.com/company/acme',
      'https://www.linkedin.com/in/',
      'https://www.linkedin.com/in/asha#"><script>',
      'https://www.linkedin.com/in/asha"onmouseover="alert(1)',
      ' https://www.linkedin.com/in/asha',
      'www.linkedin.com/in/asha',
    ])('refuses the LinkedIn address %j', async (linkedIn) => {
      const res = await register({ linkedIn });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        success: false,
        code: 'FIELD_LINKEDIN',
        message:
          'linkedIn must be the https:// address of a LinkedIn profile, like https://www.linkedin.com/in/your-name',
      });
    });

    it.each([
      '',
      'https://www.linkedin.com/in/asha-verma-12345',
      'https://www.linkedin.com/in/asha-verma-12345/',
      'https://linkedin.com/in/asha',
      'https://in.linkedin.com/in/asha?originalSubdomain=in',
      'https://www.linkedin.com/in/jos%C3%A9-n%C3%BA%C3%B1ez',
    ])('takes the LinkedIn address %j', async (linkedIn) => {
      expect((await register({ linkedIn })).statusCode).toBe(201);
    });

    it('says what is wrong with the LinkedIn address in the language asked for', async () => {
      const res = await register({ linkedIn: 'javascript:alert(1)' }, { 'accept-language': 'nl' });
      expect(json(res).message).toBe(
        'linkedIn moet het https://-adres van een LinkedIn-profiel zijn, zoals https://www.linkedin.com/in/je-naam',
      );
    });

    it.each([
      ['address', '<script>alert(1)</script>'],
      ['address', '1 MG Road <img src=x onerror=alert(1)>'],
      ['interest', '<b>CompTIA</b>'],
      ['interest', 'CompTIA >'],
      ['country', '<i>India</i>'],
    ])('refuses markup in the %s', async (field, value) => {
      const res = await register({ [field]: value });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        code: 'FIELD_NO_MARKUP',
        message: `${field} must not contain < or >, control characters or invisible formatting characters`,
      });
    });

    it.each(cases)('refuses an address or interest with %s', async (_what, character) => {
      for (const field of ['address', 'interest']) {
        const res = await register({ [field]: `Bengaluru${character}560001` });
        expect(res.statusCode).toBe(400);
        expect(json(res)).toMatchObject({ code: 'FIELD_NO_MARKUP', params: { field } });
      }
    });

    it('takes ordinary addresses and interests, in any script', async () => {
      const res = await register({
        address: '12/3 MG Road, Flat #4 & 5, Bengaluru – 560001 (near the “Metro”)',
        country: 'India',
        interest: 'CompTIA',
        linkedIn: 'https://www.linkedin.com/in/asha',
      });
      expect(res.statusCode).toBe(201);
      expect(
        (await register({ address: 'شارع الملك فهد، الرياض', interest: 'PECB' })).statusCode,
      ).toBe(201);
      expect((await register({ address: 'नई दिल्ली, भारत' })).statusCode).toBe(201);
    });
  });

  describe('every other text a person reads', () => {
    const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(admin.token), payload });

    const enquiry = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: {
          name: 'Ravi Kumar',
          email: 'ravi@example.com',
          subject: 'Security+ batch',
          message: 'When does the next batch start?',
          // A token issued long enough ago for a person to have filled the form.
          formToken: t.app.enquiryForms.issue(new Date(Date.now() - 10_000)),
          ...fields,
        },
      });

    it.each(cases)('refuses an enquiry whose name, subject or message has %s', async (_what, c) => {
      for (const field of ['name', 'subject', 'message']) {
        const res = await enquiry({ [field]: `Ravi${c}Kumar` });
        expect(res.statusCode).toBe(400);
        expect(json(res)).toMatchObject({
          code: 'FIELD_PLAIN_TEXT',
          message: PLAIN_TEXT_MESSAGE(field),
        });
      }
    });

    it('takes line breaks in an enquiry message, not in its subject', async () => {
      expect((await enquiry({ message: 'Hello,\nWhen does it start?\n\nRavi' })).statusCode).toBe(
        201,
      );
      expect((await enquiry({ subject: 'Batch\nBcc: victim@example.com' })).statusCode).toBe(400);
      expect((await enquiry({ message: 'Hello,\r\nRavi' })).statusCode).toBe(400);
    });

    const question = (fields: object) =>
      asAdmin('POST', '/api/questions/addQuestion', {
        text: 'Which port does HTTPS use?',
        options: ['80', '443'],
        correctOption: 1,
        category: 'networking',
        ...fields,
      });

    it.each(cases)('refuses a question, option or explanation with %s', async (_what, c) => {
      for (const [field, fields] of [
        ['text', { text: `Which port${c} does HTTPS use?` }],
        ['options[1]', { options: ['80', `44${c}3`] }],
        ['explanation', { explanation: `HTTPS${c} uses 443.` }],
      ] as const) {
        const res = await question(fields);
        expect(res.statusCode).toBe(400);
        expect(json(res)).toMatchObject({
          code: 'FIELD_PLAIN_TEXT',
          message: PLAIN_TEXT_MESSAGE(field),
        });
      }
    });

    it('takes a question of several lines, and markup as its subject matter', async () => {
      const res = await question({
        text: 'What does this print?\nconsole.log(1 < 2)',
        options: ['true', '<b>false</b>'],
        explanation: 'Comparison.\nIt is true.',
      });
      expect(res.statusCode).toBe(201);
    });

    const assessment = (fields: object) =>
      asAdmin('POST', '/api/assessments', {
        slug: `rules-${Math.random().toString(36).slice(2, 8)}`,
        name: 'Rules check',
        categories: ['sales'],
        levels: [{ level: 'easy', questionCount: 1, durationMinutes: 5 }],
        ...fields,
      });

    it.each(cases)(
      "refuses an assessment's name, description or level with %s",
      async (_what, c) => {
        for (const [field, fields] of [
          ['name', { name: `Lead${c} and Sales` }],
          ['description', { description: `For the${c} sales team` }],
          [
            'levels[0].level',
            { levels: [{ level: `ea${c}sy`, questionCount: 1, durationMinutes: 5 }] },
          ],
        ] as const) {
          const res = await assessment(fields);
          expect(res.statusCode).toBe(400);
          expect(json(res)).toMatchObject({
            code: 'FIELD_PLAIN_TEXT',
            message: PLAIN_TEXT_MESSAGE(field),
          });
        }
      },
    );

    it('takes an assessment description of several lines', async () => {
      expect(
        (await assessment({ description: 'For the sales team.\nThree levels.' })).statusCode,
      ).toBe(201);
    });

    it('refuses a revocation reason with invisible characters', async () => {
      const issued = await asAdmin('POST', '/api/certificates', {
        fullName: 'Asha Verma',
        courseName: 'CCNA',
      });
      const { certificateId } = json<{ data: { certificateId: string } }>(issued).data;
      const res = await asAdmin('POST', `/api/certificates/${certificateId}/revoke`, {
        reason: 'Issued\u202e in error',
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: 'FIELD_PLAIN_TEXT', params: { field: 'reason' } });
    });
  });
});
