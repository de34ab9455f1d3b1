// The contact form's signed, timestamped token: the page asks for one when it opens and sends it
// with the enquiry. '<issued ms>.<HMAC-SHA256 of it, base64url>' under a key derived from the
// server secret, so it cannot be forged or re-dated; nothing is stored, so any instance checks
// any token. A form sent too soon after its token was issued was filled by a program; a token
// older than a day is stale (a page left open overnight reloads it).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ENQUIRY_FORM_TOKEN } from 'contracts';

export type FormTokenCheck = 'ok' | 'too-fast' | 'expired' | 'invalid';

export interface FormTokens {
  issue(now: Date): string;
  check(token: string | undefined, now: Date): FormTokenCheck;
}

/** The form tokens' key: derived from the server secret with a label of its own. */
export function formTokenKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('enquiry-form-token').digest();
}

export function formTokens(key: Buffer): FormTokens {
  const mac = (issued: string) =>
    createHmac('sha256', key).update(`enquiry-form:${issued}`).digest('base64url');
  return {
    issue(now) {
      const issued = String(now.getTime());
      return `${issued}.${mac(issued)}`;
    },
    check(token, now) {
      const [issued, signature, extra] = (token ?? '').split('.');
      if (!issued || !signature || extra !== undefined || !/^\d{1,15}$/.test(issued))
        return 'invalid';
      const expected = Buffer.from(mac(issued));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      const age = now.getTime() - Number(issued);
      // A token from the future was not made by this clock: forged, or the key leaked.
      if (age < -60_000) return 'invalid';
      if (age < ENQUIRY_FORM_TOKEN.minSeconds * 1000) return 'too-fast';
      if (age > ENQUIRY_FORM_TOKEN.maxAgeSeconds * 1000) return 'expired';
      return 'ok';
    },
  };
}
