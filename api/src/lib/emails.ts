// The texts of the site's e-mails. Plain text carries everything (the code is readable there);
// the HTML part is a simple rendering of the same words.
import { fillPlaceholders, type Lang } from 'contracts';
import type { MailMessage } from '../plugins/mail';
import { accountEmailTexts } from './email-texts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
}

/** An e-mail's HTML: the same words, in the language's direction. */
function page(lang: Lang, body: string): string {
  const dir = lang === 'ar' ? ' dir="rtl"' : '';
  return `<!doctype html><html lang="${lang}"${dir}><body>${body}</body></html>`;
}

/** The reset code, in the language of the page it was asked from. */
export function otpEmail(
  to: string,
  brand: string,
  code: string,
  minutes: number,
  lang: Lang = 'en',
): MailMessage {
  const texts = accountEmailTexts[lang];
  // Latin digits in every language, as the code is written ('10 دقائق', not '١٠ دقائق').
  const duration = new Intl.NumberFormat(`${lang}-u-nu-latn`, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutes);
  const lines = texts.otp.map((line) => fillPlaceholders(line, { brand, code, duration }));
  return {
    to,
    kind: 'one-time-code',
    subject: fillPlaceholders(texts.otpSubject, { brand }),
    text: `${lines.join('\n\n')}\n`,
    html: page(
      lang,
      paragraphs(lines).replace(
        escapeHtml(code),
        `<strong style="font-size:1.4em;letter-spacing:0.2em">${code}</strong>`,
      ),
    ),
  };
}

/** The notice of a changed password, in the language of the page it was changed from. */
export function passwordChangedEmail(to: string, brand: string, lang: Lang = 'en'): MailMessage {
  const texts = accountEmailTexts[lang];
  const lines = texts.changed.map((line) => fillPlaceholders(line, { brand }));
  return {
    to,
    kind: 'password-changed',
    subject: fillPlaceholders(texts.changedSubject, { brand }),
    text: `${lines.join('\n\n')}\n`,
    html: page(lang, paragraphs(lines)),
  };
}

/** The notice to an account's owner that an admin reset its second factor. */
export function mfaResetEmail(to: string, brand: string, lang: Lang = 'en'): MailMessage {
  const texts = accountEmailTexts[lang];
  const lines = texts.mfaReset.map((line) => fillPlaceholders(line, { brand }));
  return {
    to,
    kind: 'mfa-reset',
    subject: fillPlaceholders(texts.mfaResetSubject, { brand }),
    text: `${lines.join('\n\n')}\n`,
    html: page(lang, paragraphs(lines)),
  };
}

/** To an account's owner: five wrong second-step codes locked the second step for `minutes`. */
export function mfaLockedEmail(
  to: string,
  brand: string,
  minutes: number,
  lang: Lang = 'en',
): MailMessage {
  const texts = accountEmailTexts[lang];
  const duration = new Intl.NumberFormat(`${lang}-u-nu-latn`, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutes);
  const lines = texts.mfaLocked.map((line) => fillPlaceholders(line, { brand, duration }));
  return {
    to,
    kind: 'mfa-locked',
    subject: fillPlaceholders(texts.mfaLockedSubject, { brand }),
    text: `${lines.join('\n\n')}\n`,
    html: page(lang, paragraphs(lines)),
  };
}

/** To an address's owner: someone tried to sign up with it (the sign-up answered as for a new one). */
export function signupAttemptEmail(to: string, brand: string, lang: Lang = 'en'): MailMessage {
  const texts = accountEmailTexts[lang];
  const lines = texts.signupAttempt.map((line) => fillPlaceholders(line, { brand }));
  return {
    to,
    kind: 'signup-attempt',
    subject: fillPlaceholders(texts.signupAttemptSubject, { brand }),
    text: `${lines.join('\n\n')}\n`,
    html: page(lang, paragraphs(lines)),
  };
}

/** The code that proves an account's address, in the language of the page it was asked from. */
export function emailProofEmail(
  to: string,
  brand: string,
  code: string,
  minutes: number,
  lang: Lang = 'en',
): MailMessage {
  const texts = accountEmailTexts[lang];
  const duration = new Intl.NumberFormat(`${lang}-u-nu-latn`, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutes);
  const lines = texts.emailProof.map((line) => fillPlaceholders(line, { brand, code, duration }));
  return {
    to,
    kind: 'email-proof',
    subject: fillPlaceholders(texts.emailProofSubject, { brand }),
    text: `${lines.join('\n\n')}\n`,
    html: page(
      lang,
      paragraphs(lines).replace(
        escapeHtml(code),
        `<strong style="font-size:1.4em;letter-spacing:0.2em">${code}</strong>`,
      ),
    ),
  };
}

export function enquiryEmail(
  to: string,
  enquiry: { name: string; email: string; phone: string; subject: string; message: string },
): MailMessage {
  const lines = [
    `From: ${enquiry.name} <${enquiry.email}>`,
    `Phone: ${enquiry.phone || '-'}`,
    `Subject: ${enquiry.subject}`,
    '',
    enquiry.message,
  ];
  return {
    to,
    kind: 'enquiry',
    replyTo: enquiry.email,
    subject: `Website enquiry: ${enquiry.subject}`,
    text: `${lines.join('\n')}\n`,
    html: `<!doctype html><html><body><pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(lines.join('\n'))}</pre></body></html>`,
  };
}
