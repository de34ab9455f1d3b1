import { checkGstin } from 'contracts';
import { loadConfig } from '../src/config';
import { configProblems } from './config-problems';

describe("the seller's commerce settings", () => {
  it('default to a fictional Delhi company with a valid GSTIN and no card payments', () => {
    const { commerce } = loadConfig({}, '/srv/app');
    expect(commerce.state).toBe('07');
    expect(commerce.gstin.slice(0, 2)).toBe('07');
    expect(checkGstin(commerce.gstin)).toBeUndefined();
    expect(commerce.upiVpa).toMatch(/@/);
    expect(commerce.stripe).toBeUndefined();
  });

  it('take a GSTIN written in lower case with spaces and store it in capitals', () => {
    const { commerce } = loadConfig(
      { COMPANY_GSTIN: '27 aapfu 0939 f1zv', COMPANY_STATE: '27' },
      '/srv/app',
    );
    expect(commerce.gstin).toBe('27AAPFU0939F1ZV');
    expect(commerce.state).toBe('27');
  });

  it('refuse a GSTIN with a wrong check character, naming it', () => {
    expect(configProblems({ COMPANY_GSTIN: '27AAPFU0939F1ZW', COMPANY_STATE: '27' })).toEqual([
      expect.stringMatching(/^COMPANY_GSTIN .*check character/),
    ]);
  });

  it('refuse an unknown state and a GSTIN of another state', () => {
    expect(configProblems({ COMPANY_STATE: '28' })).toEqual([
      expect.stringMatching(/^COMPANY_STATE/),
    ]);
    expect(configProblems({ COMPANY_GSTIN: '27AAPFU0939F1ZV' })).toEqual([
      expect.stringMatching(/registered in state 27, but COMPANY_STATE is 07/),
    ]);
  });

  it('refuse a UPI address without a handle', () => {
    expect(configProblems({ UPI_VPA: 'skillbridge' })).toEqual([expect.stringMatching(/^UPI_VPA/)]);
  });

  it('turn card payments on only with both Stripe keys', () => {
    expect(configProblems({ STRIPE_SECRET_KEY: 'sk_test_123' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/),
    ]);
    expect(
      configProblems({ STRIPE_SECRET_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    ).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY must be a Stripe secret key/)]);
    const { commerce } = loadConfig(
      { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      '/srv/app',
    );
    expect(commerce.stripe).toEqual({ secretKey: 'sk_test_123', webhookSecret: 'whsec_abc' });
  });
});
