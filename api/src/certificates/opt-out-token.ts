// The renewal reminders' one-click opt-out link: '<address, base64url>.<lang>.<issued ms>.<HMAC>'
// under a key derived from the server secret with a label of its own, so a link cannot be made
// for another address or re-dated, and any instance checks any link (nothing is stored until it
// is used). The language is the e-mail's, so the answer is written in it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLang, REMINDER_OPT_OUT_TOKEN_DAYS, type Lang } from 'contracts';

export type OptOutCheck =
  { ok: true; email: string; lang: Lang } | { ok: false; reason: 'invalid' | 'expired' };

export interface OptOutTokens {
  issue(email: string, lang: Lang, now: Date): string;
  check(token: string, now: Date): OptOutCheck;
}

/** The opt-out links' key: derived from the server secret with a label of its own. */
export function optOutTokenKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('renewal-reminder-opt-out').digest();
}

export function optOutTokens(key: Buffer): OptOutTokens {
  const mac = (payload: string) =>
    createHmac('sha256', key).update(`reminder-opt-out:${payload}`).digest('base64url');
  return {
    issue(email, lang, now) {
      const payload = `${Buffer.from(email).toString('base64url')}.${lang}.${now.getTime()}`;
      return `${payload}.${mac(payload)}`;
    },
    check(token, now) {
      const parts = token.split('.');
      const [address, lang, issued, signature] = parts;
      if (parts.length !== 4 || !address || !lang || !issued || !signature) {
        return { ok: false, reason: 'invalid' };
      }
      if (!isLang(lang) || !/^\d{1,15}$/.test(issued)) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(mac(`${address}.${lang}.${issued}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return { ok: false, reason: 'invalid' };
      }
      const age = now.getTime() - Number(issued);
      // A link from the future was not made by this clock: forged, or the key leaked.
      if (age < -60_000) return { ok: false, reason: 'invalid' };
      if (age > REMINDER_OPT_OUT_TOKEN_DAYS * 86_400_000) return { ok: false, reason: 'expired' };
      return { ok: true, email: Buffer.from(address, 'base64url').toString('utf8'), lang };
    },
  };
}
