// The texts of the site's e-mails. Plain text carries everything (the code is readable there);
// the HTML part is a simple rendering of the same words.
import type { MailMessage } from '../plugins/mail';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
}

export function otpEmail(to: string, brand: string, code: string, minutes: number): MailMessage {
  const lines = [
    `Your ${brand} password reset code is: ${code}`,
    `It expires in ${minutes} minutes and works once.`,
    'If you did not ask to reset your password, you can ignore this e-mail; your password stays the same.',
  ];
  return {
    to,
    kind: 'one-time-code',
    subject: `Your ${brand} password reset code`,
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${paragraphs(lines).replace(escapeHtml(code), `<strong style="font-size:1.4em;letter-spacing:0.2em">${code}</strong>`)}</body></html>`,
  };
}

export function passwordChangedEmail(to: string, brand: string): MailMessage {
  const lines = [
    `The password of your ${brand} account was changed just now, and every signed-in session was ended.`,
    'If this was you, there is nothing else to do.',
    'If it was not you, reset your password at once with "Forgot password" and contact us.',
  ];
  return {
    to,
    kind: 'password-changed',
    subject: `Your ${brand} password was changed`,
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${paragraphs(lines)}</body></html>`,
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
