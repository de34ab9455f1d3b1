import { ResolvePaymentBody } from 'contracts';

// The lengths the API takes for the reason of a decision on a held payment, read from its schema
// (contracts' ResolvePaymentBody) so that the page's dialog checks what the API checks.
const schema: Record<string, unknown> = { ...ResolvePaymentBody.properties.reason };
const keyword = (name: string, fallback: number) => {
  const value = schema[name];
  return typeof value === 'number' ? value : fallback;
};

export const DECISION_REASON = {
  minLength: keyword('minLength', 3),
  maxLength: keyword('maxLength', 300),
};
