// The e-mail to a certificate's holder when an admin issues it to their address, and the language
// it is written in. Queued by the caller in the transaction that stores the certificate.
import { fillPlaceholders, isLang, localizePath, type Lang } from 'contracts';
import type { Db } from '../db/database';
import type { MailMessage } from '../plugins/mail';
import { certificateEmailTexts } from './email-texts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface IssuedCertificate {
  certificateId: string;
  fullName: string;
  courseName: string;
}

/** The holder's notice: the certificate's page (in their language) and where to find it later. */
export function certificateIssuedEmail(
  to: string,
  lang: Lang,
  certificate: IssuedCertificate,
  site: { brand: string; origin: string },
): MailMessage {
  const t = certificateEmailTexts[lang];
  const page = `/verify-certificate/${encodeURIComponent(certificate.certificateId)}`;
  const values = {
    brand: site.brand,
    name: certificate.fullName,
    course: certificate.courseName,
    url: `${site.origin}${localizePath(lang, page)}`,
    account: `${site.origin}${localizePath(lang, '/account')}`,
  };
  const lines = t.issued.map((line) => fillPlaceholders(line, values));
  const dir = lang === 'ar' ? ' dir="rtl"' : '';
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return {
    to,
    kind: 'certificate-issued',
    lang,
    subject: fillPlaceholders(t.issuedSubject, values),
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${lang}"${dir}><body>${body}</body></html>`,
  };
}

/**
 * The language of each address's account, when it has one: the language of the last e-mail the
 * site wrote to it (the sign-up's code, an order's, each in the page's language), since an
 * account keeps no language of its own. Addresses are compared lower-cased.
 */
export async function accountLangs(db: Db, emails: readonly string[]): Promise<Map<string, Lang>> {
  const found = new Map<string, Lang>();
  for (let i = 0; i < emails.length; i += 500) {
    const chunk = emails.slice(i, i + 500);
    if (chunk.length === 0) continue;
    const rows = await db
      .selectFrom('users')
      .innerJoin('outboxEmails', 'outboxEmails.to', 'users.email')
      .select(['users.email as email', 'outboxEmails.lang as lang', 'outboxEmails.createdAt'])
      .where('users.email', 'in', chunk)
      .where('outboxEmails.lang', 'is not', null)
      .orderBy('outboxEmails.createdAt', 'asc')
      .execute();
    // Oldest first: the last one written wins.
    for (const row of rows) {
      if (isLang(row.lang)) found.set(row.email.toLowerCase(), row.lang);
    }
  }
  return found;
}
