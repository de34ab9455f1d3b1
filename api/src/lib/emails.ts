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

/** A duration in minutes in the language's words, with Latin digits as the codes are written. */
export function minutesIn(lang: Lang, minutes: number): string {
  return new Intl.NumberFormat(`${lang}-u-nu-latn`, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutes);
}

/**
 * An account e-mail: its subject and paragraphs filled with `values`; `code`, when it carries
 * one, stands out in the HTML part.
 */
export function accountEmail(
  to: string,
  lang: Lang,
  kind: string,
  subject: string,
  paragraphTemplates: readonly string[],
  values: Record<string, string>,
  code?: string,
): MailMessage {
  const lines = paragraphTemplates.map((line) => fillPlaceholders(line, values));
  const body = paragraphs(lines);
  return {
    to,
    kind,
    lang,
    subject: fillPlaceholders(subject, values),
    text: `${lines.join('\n\n')}\n`,
    html: page(
      lang,
      code
        ? body.replace(
            escapeHtml(code),
            `<strong style="font-size:1.4em;letter-spacing:0.2em">${code}</strong>`,
          )
        : body,
    ),
  };
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
  const values = { brand, code, duration: minutesIn(lang, minutes) };
  return accountEmail(to, lang, 'one-time-code', texts.otpSubject, texts.otp, values, code);
}

/** The notice of a changed password, in the language of the page it was changed from. */
export function passwordChangedEmail(to: string, brand: string, lang: Lang = 'en'): MailMessage {
  const texts = accountEmailTexts[lang];
  return accountEmail(to, lang, 'password-changed', texts.changedSubject, texts.changed, { brand });
}

/** The notice to an account's owner that an admin reset its second factor. */
export function mfaResetEmail(to: string, brand: string, lang: Lang = 'en'): MailMessage {
  const texts = accountEmailTexts[lang];
  return accountEmail(to, lang, 'mfa-reset', texts.mfaResetSubject, texts.mfaReset, { brand });
}

/** To an account's owner: five wrong second-step codes locked the second step for `minutes`. */
export function mfaLockedEmail(
  to: string,
  brand: string,
  minutes: number,
  lang: Lang = 'en',
): MailMessage {
  const texts = accountEmailTexts[lang];
  const values = { brand, duration: minutesIn(lang, minutes) };
  return accountEmail(to, lang, 'mfa-locked', texts.mfaLockedSubject, texts.mfaLocked, values);
}

/** To an address's owner: someone tried to sign up with it (the sign-up answered as for a new one). */
export function signupAttemptEmail(to: string, brand: string, lang: Lang = 'en'): MailMessage {
  const texts = accountEmailTexts[lang];
  const { signupAttemptSubject: subject, signupAttempt: lines } = texts;
  return accountEmail(to, lang, 'signup-attempt', subject, lines, { brand });
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
  const values = { brand, code, duration: minutesIn(lang, minutes) };
  const { emailProofSubject: subject, emailProof: lines } = texts;
  return accountEmail(to, lang, 'email-proof', subject, lines, values, code);
}

export function enquiryEmail(
  to: string,
  enquiry: {
    name: string;
    email: string;
    phone: string;
    subject: string;
    message: string;
    course?: string | null;
  },
): MailMessage {
  const lines = [
    `From: ${enquiry.name} <${enquiry.email}>`,
    `Phone: ${enquiry.phone || '-'}`,
    `Subject: ${enquiry.subject}`,
    ...(enquiry.course ? [`Course: ${enquiry.course}`] : []),
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
