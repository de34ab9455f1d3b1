// The e-mail telling a learner what staff decided about their name correction, in the language
// of the page they asked from. Queued by the caller in the transaction that records the decision.
import { fillPlaceholders, localizePath, type Lang } from 'contracts';
import type { MailMessage } from '../plugins/mail';
import { correctionEmailTexts } from './correction-email-texts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface CorrectionDecision {
  outcome: 'approved' | 'refused';
  courseName: string;
  requestedName: string;
  note: string;
  /** The corrected certificate (approved only). */
  newCertificateId?: string;
}

export function correctionDecisionEmail(
  to: string,
  lang: Lang,
  decision: CorrectionDecision,
  site: { brand: string; origin: string },
): MailMessage {
  const t = correctionEmailTexts[lang];
  const page = `/verify-certificate/${encodeURIComponent(decision.newCertificateId ?? '')}`;
  const values = {
    brand: site.brand,
    name: decision.requestedName,
    course: decision.courseName,
    note: decision.note,
    url: `${site.origin}${localizePath(lang, page)}`,
    account: `${site.origin}${localizePath(lang, '/account')}`,
  };
  const approved = decision.outcome === 'approved';
  const lines = (approved ? t.approved : t.refused).map((line) => fillPlaceholders(line, values));
  const dir = lang === 'ar' ? ' dir="rtl"' : '';
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return {
    to,
    kind: approved ? 'name-correction-approved' : 'name-correction-refused',
    lang,
    subject: fillPlaceholders(approved ? t.approvedSubject : t.refusedSubject, values),
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${lang}"${dir}><body>${body}</body></html>`,
  };
}
