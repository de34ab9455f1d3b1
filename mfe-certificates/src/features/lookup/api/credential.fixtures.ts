// Test data only (imported by the tests, never by the app): a signed credential as the API
// answers it, and the verifier's answer for a genuine one.
import type { CredentialVerification } from 'contracts';

export const credential = {
  '@context': ['https://www.w3.org/ns/credentials/v2'],
  type: ['VerifiableCredential', 'OpenBadgeCredential'],
  issuer: { id: 'did:web:academy.example', name: 'Example Training' },
  proof: { type: 'DataIntegrityProof', proofValue: 'z3abc' },
};

export const genuine: CredentialVerification = {
  genuine: true,
  revoked: false,
  expired: false,
  valid: true,
  issuer: { id: 'did:web:academy.example', name: 'Example Training' },
  verificationMethod: 'did:web:academy.example#key-1',
  signedAt: '2024-03-05T10:00:00Z',
  validFrom: '2024-03-05T00:00:00Z',
  validUntil: null,
  certificateId: 'CERT-2024-0001',
  problems: [],
  problemCodes: [],
};
