// The inbox's e-mails. A reply goes to the visitor in the language staff wrote it in: their
// subject and text as written, then one line in that language saying which enquiry it answers
// (dates through Intl, in that language). The daily digest goes to the sales address in English,
// like the other staff e-mails.
import { directionOf, fillPlaceholders, type Lang } from 'contracts';
import type { MailMessage } from '../plugins/mail';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "This answers your enquiry …": the one line the site adds to a staff member's reply. */
const replyFooter: Record<Lang, string> = {
  en: 'This is {brand}’s reply to your enquiry “{subject}” of {date}. You can answer this e-mail directly.',
  hi: 'यह {date} की आपकी पूछताछ “{subject}” पर {brand} का जवाब है। आप सीधे इस ई-मेल का जवाब दे सकते हैं।',
  nl: 'Dit is het antwoord van {brand} op je aanvraag “{subject}” van {date}. Je kunt rechtstreeks op deze e-mail antwoorden.',
  fr: 'Ceci est la réponse de {brand} à votre demande « {subject} » du {date}. Vous pouvez répondre directement à cet e-mail.',
  pt: 'Esta é a resposta da {brand} ao seu pedido de informação “{subject}” de {date}. Pode responder diretamente a este e-mail.',
  it: 'Questa è la risposta di {brand} alla tua richiesta “{subject}” del {date}. Puoi rispondere direttamente a questa e-mail.',
  ar: 'هذا ردّ {brand} على استفسارك «{subject}» بتاريخ {date}. يمكنك الرد على هذه الرسالة مباشرة.',
};

export function enquiryReplyEmail(input: {
  to: string;
  replyTo: string;
  brand: string;
  lang: Lang;
  subject: string;
  body: string;
  enquiry: { subject: string; createdAt: string };
}): MailMessage {
  const date = new Intl.DateTimeFormat(input.lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(input.enquiry.createdAt),
  );
  const footer = fillPlaceholders(replyFooter[input.lang], {
    brand: input.brand,
    subject: input.enquiry.subject,
    date,
  });
  const dir = directionOf(input.lang) === 'rtl' ? ' dir="rtl"' : '';
  const paragraphs = input.body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return {
    to: input.to,
    replyTo: input.replyTo,
    kind: 'enquiry-reply',
    lang: input.lang,
    subject: input.subject,
    text: `${input.body}\n\n-- \n${footer}\n`,
    html: `<!doctype html><html lang="${input.lang}"${dir}><body>${paragraphs}\n<hr><p>${escapeHtml(footer)}</p></body></html>`,
  };
}

export interface DigestRow {
  name: string;
  email: string;
  subject: string;
  course: string | null;
  createdAt: string;
}

/** The morning list of enquiries nobody has answered for over a day (oldest first). */
export function enquiryDigestEmail(to: string, rows: DigestRow[], day: string): MailMessage {
  const count = rows.length;
  const intro = `${count} enquir${count === 1 ? 'y has' : 'ies have'} waited more than a day without an answer (status new). Open the admin panel's Inbox to reply.`;
  const lines = rows.map(
    (r) =>
      `- ${r.createdAt.slice(0, 16).replace('T', ' ')} UTC: ${r.name} <${r.email}>: ${r.subject}${r.course ? ` (${r.course})` : ''}`,
  );
  return {
    to,
    kind: 'enquiry-digest',
    lang: 'en',
    subject: `Unanswered enquiries on ${day}: ${count}`,
    text: `${intro}\n\n${lines.join('\n')}\n`,
    html: `<!doctype html><html lang="en"><body><p>${escapeHtml(intro)}</p><ul>${lines
      .map((l) => `<li>${escapeHtml(l.slice(2))}</li>`)
      .join('')}</ul></body></html>`,
  };
}
