import { otpEmail, passwordChangedEmail } from '../src/lib/emails';
import { accountEmailTexts } from '../src/lib/email-texts';

describe("the account e-mails in the person's language", () => {
  it('write the code and its expiry in English by default', () => {
    const mail = otpEmail('asha@example.com', 'Acme', '012345', 10);
    expect(mail.subject).toBe('Your Acme password reset code');
    expect(mail.text).toContain('Your Acme password reset code is: 012345');
    expect(mail.text).toContain('It expires in 10 minutes and works once.');
    expect(mail.html).toContain('<html lang="en">');
  });

  it("write Arabic right to left, the duration in Arabic's plural and the digits as the code's", () => {
    const mail = otpEmail('asha@example.com', 'Acme', '012345', 10, 'ar');
    expect(mail.subject).toBe('رمز إعادة تعيين كلمة المرور في Acme');
    expect(mail.text).toContain('012345');
    expect(mail.text).toContain('10 دقائق');
    expect(mail.text).not.toMatch(/[٠-٩]/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain(
      '<strong style="font-size:1.4em;letter-spacing:0.2em">012345</strong>',
    );
  });

  it('have every text in every language, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const en = accountEmailTexts.en;
    for (const [lang, texts] of Object.entries(accountEmailTexts)) {
      expect({ lang, subject: placeholders(texts.otpSubject) }).toEqual({
        lang,
        subject: placeholders(en.otpSubject),
      });
      texts.otp.forEach((line, i) =>
        expect({ lang, i, line: placeholders(line) }).toEqual({
          lang,
          i,
          line: placeholders(en.otp[i]!),
        }),
      );
      texts.changed.forEach((line, i) =>
        expect({ lang, i, line: placeholders(line) }).toEqual({
          lang,
          i,
          line: placeholders(en.changed[i]!),
        }),
      );
      const changed = passwordChangedEmail('asha@example.com', 'Acme', lang as 'en');
      expect(changed.subject).toContain('Acme');
      expect(changed.text.split('\n\n')).toHaveLength(3);
    }
  });
});
