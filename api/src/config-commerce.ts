// The seller's side of a sale, read from the environment: who issues the tax invoices and where
// (the state decides CGST+SGST or IGST), the UPI address buyers pay to, and Stripe's keys. The
// demo values are a fictional Delhi company; card checkout is off until both Stripe keys are set.
import { checkGstin, isStateCode, normalizeGstin, type StateCode } from 'contracts';

export interface CommerceConfig {
  /** COMPANY_GSTIN: printed on every tax invoice. */
  gstin: string;
  /** COMPANY_STATE: the GST state code of the seller (07 is Delhi). */
  state: StateCode;
  /** UPI_VPA: the address in the payment QR code. */
  upiVpa: string;
  /** STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET; undefined hides the card option. */
  stripe: { secretKey: string; webhookSecret: string } | undefined;
}

export const DEMO_COMMERCE = {
  gstin: '07AAKCS4821M1ZY',
  state: '07',
  upiVpa: 'skillbridge@okhdfcbank',
} as const;

const VPA = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export function parseCommerce(env: NodeJS.ProcessEnv, errors: string[]): CommerceConfig {
  const gstin = normalizeGstin(env.COMPANY_GSTIN?.trim() || DEMO_COMMERCE.gstin);
  const problem = checkGstin(gstin);
  if (problem) {
    errors.push(
      `COMPANY_GSTIN must be a valid 15-character GSTIN (state code, PAN, entity, Z, check character); "${env.COMPANY_GSTIN}" has a wrong ${problem === 'checksum' ? 'check character' : problem === 'state' ? 'state code' : 'format'}.`,
    );
  }
  const state = env.COMPANY_STATE?.trim() || DEMO_COMMERCE.state;
  if (!isStateCode(state)) {
    errors.push(
      `COMPANY_STATE must be a two-digit GST state code such as 07 (Delhi) or 27 (Maharashtra), got "${env.COMPANY_STATE}".`,
    );
  } else if (!problem && gstin.slice(0, 2) !== state) {
    errors.push(
      `COMPANY_GSTIN ${gstin} is registered in state ${gstin.slice(0, 2)}, but COMPANY_STATE is ${state}: set them to the same state.`,
    );
  }
  const upiVpa = env.UPI_VPA?.trim() || DEMO_COMMERCE.upiVpa;
  if (!VPA.test(upiVpa)) {
    errors.push(`UPI_VPA must be a UPI address such as company@okhdfcbank, got "${env.UPI_VPA}".`);
  }
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  if ((secretKey === undefined) !== (webhookSecret === undefined)) {
    errors.push(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: card payments are confirmed only by the signed webhook. Set both, or neither to hide the card option.',
    );
  } else if (secretKey && !/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) {
    errors.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…).');
  } else if (webhookSecret && !webhookSecret.startsWith('whsec_')) {
    errors.push(
      'STRIPE_WEBHOOK_SECRET must be the endpoint signing secret Stripe shows (whsec_…).',
    );
  }
  return {
    gstin,
    state: (isStateCode(state) ? state : DEMO_COMMERCE.state) as StateCode,
    upiVpa,
    stripe: secretKey && webhookSecret ? { secretKey, webhookSecret } : undefined,
  };
}
