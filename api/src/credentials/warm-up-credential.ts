// The credential the worker threads (sign-worker.ts, verify-worker.ts) warm up on: written as
// this site writes them, by an issuer nobody resolves, so the libraries' first-use costs
// (contexts expanded, canonicalisation compiled) are paid before the first real task.
import { OB_V3_CONTEXT, VC_V2_CONTEXT } from './document-loader';
import type { JsonCredential } from './json-credential';

export const WARM_UP_ISSUER = 'did:web:warm-up.invalid';

/** Unsigned, without status: what sign-worker signs with a throwaway key. */
export const WARM_UP_CREDENTIAL: JsonCredential = {
  '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT],
  id: 'https://warm-up.invalid/verify-certificate/W-1',
  type: ['VerifiableCredential', 'OpenBadgeCredential'],
  issuer: {
    id: WARM_UP_ISSUER,
    type: ['Profile'],
    name: 'Warm-up',
    url: 'https://warm-up.invalid',
  },
  validFrom: '2024-01-01T00:00:00Z',
  name: 'Warm-up',
  credentialSubject: {
    type: ['AchievementSubject'],
    name: 'Warm-up',
    achievement: {
      id: 'https://warm-up.invalid/achievements/w',
      type: ['Achievement'],
      name: 'Warm-up',
      criteria: { narrative: 'Warm-up.' },
    },
  },
};
