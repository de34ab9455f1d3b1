import { apiMessagesEn, prefixedLangs } from 'contracts';
import { apiMessageTexts } from '../src/lib/api-messages';
import { requestLang } from '../src/lib/messages';
import { json, testApp, type TestApp } from './helpers';

// Every message carries a stable code, and the API answers in the language of the
// request's Accept-Language when it has it (English otherwise, the spec's words unchanged).

describe('the messages in seven languages', () => {
  it.each(prefixedLangs)('%s has every English code with the same placeholders', (lang) => {
    const texts = apiMessageTexts[lang] as Record<string, string>;
    for (const [code, english] of Object.entries(apiMessagesEn)) {
      expect({ lang, code, has: typeof texts[code] === 'string' }).toEqual({
        lang,
        code,
        has: true,
      });
      const wanted: string[] = ((english as string).match(/\{\w+\}/g) ?? []).sort();
      const given: string[] = (texts[code]!.match(/\{\w+\}/g) ?? []).sort();
      // A singular form may spell its number out ('one second'), never lose another value.
      const lost = /_(one|two|zero)$/.test(code)
        ? given.filter((p) => !wanted.includes(p))
        : wanted.filter((p) => !given.includes(p)).concat(given.filter((p) => !wanted.includes(p)));
      expect({ lang, code, lost }).toEqual({ lang, code, lost: [] });
      expect({ lang, code, translated: texts[code] !== english }).toEqual({
        lang,
        code,
        translated: true,
      });
    }
  });

  it.each([
    [undefined, 'en'],
    ['fr', 'fr'],
    ['ar-EG,ar;q=0.9,en;q=0.8', 'ar'],
    ['de-DE,de;q=0.9,hi;q=0.5,fr;q=0.8', 'fr'],
    ['de, *;q=0.1', 'en'],
    ['hi;q=0, nl', 'nl'],
  ])('Accept-Language %s is answered in %s', (header, lang) => {
    expect(requestLang(header)).toBe(lang);
  });
});

describe('answers in the language asked for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite');
  });
  afterAll(async () => t.close());

  const login = (acceptLanguage?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      payload: { email: 'nobody@example.com', password: 'not the password' },
    });

  it("keeps the spec's English without the header, with its code", async () => {
    const res = await login();
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({
      success: false,
      code: 'LOGIN_FAILED',
      message: 'Invalid email or password',
    });
  });

  it('answers a French client in French and an Arabic one in Arabic, with the same code', async () => {
    expect(json(await login('fr-FR,fr;q=0.9,en;q=0.8'))).toEqual({
      success: false,
      code: 'LOGIN_FAILED',
      message: 'E-mail ou mot de passe incorrect',
    });
    expect(json(await login('ar'))).toMatchObject({
      code: 'LOGIN_FAILED',
      message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    });
  });

  it('names the field of a refused body in the language asked for, with its params', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'accept-language': 'hi' },
      payload: { username: 'asha', password: 'a long enough password' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      success: false,
      code: 'FIELD_REQUIRED',
      message: 'email ज़रूरी है',
      params: { field: 'email' },
    });
  });

  it('says a success in the language asked for too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sendOTPToEmail',
      headers: { 'accept-language': 'nl' },
      payload: { email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, code: 'OTP_SENT', message: 'Code verstuurd' });
  });

  it('answers a language it does not have in English', async () => {
    expect(json(await login('de-DE'))).toMatchObject({ message: 'Invalid email or password' });
  });
});
