// Signed Open Badges 3.0 credentials: the issuer's DID document, a certificate's credential, the
// revocation status list and the verification of a credential (docs/CREDENTIALS.md).
import { Type, type Static } from 'typebox';

/** A JSON-LD document (credential, DID document, status list): any JSON object. */
export const JsonLdDocument = Type.Object(
  {},
  { additionalProperties: true, description: 'A JSON-LD document' },
);
export type JsonLdDocument = Static<typeof JsonLdDocument>;

/** POST /api/credentials/verify takes the credential itself as the body. */
export const VerifyCredentialBody = Type.Object(
  {
    '@context': Type.Array(Type.Unknown(), { minItems: 1, maxItems: 20 }),
    type: Type.Union([Type.String(), Type.Array(Type.String(), { maxItems: 20 })]),
    issuer: Type.Union([
      Type.String({ maxLength: 500 }),
      Type.Object({ id: Type.String({ maxLength: 500 }) }, { additionalProperties: true }),
    ]),
  },
  { additionalProperties: true },
);
export type VerifyCredentialBody = Static<typeof VerifyCredentialBody>;

export const CredentialVerification = Type.Object({
  /** The signature is the issuer's and nothing was changed since it was signed. */
  genuine: Type.Boolean(),
  /** The issuer's signed status list has the credential's bit set. */
  revoked: Type.Boolean(),
  /** Its validUntil has passed (it is still genuine). */
  expired: Type.Boolean(),
  /** Every check passed: signature and key, revocation status (checked, not revoked), dates. */
  valid: Type.Boolean(),
  issuer: Type.Object({ id: Type.String(), name: Type.Union([Type.String(), Type.Null()]) }),
  /** The key that signed it: `did:web:…#key-1`. */
  verificationMethod: Type.Union([Type.String(), Type.Null()]),
  signedAt: Type.Union([Type.String(), Type.Null()]),
  validFrom: Type.Union([Type.String(), Type.Null()]),
  validUntil: Type.Union([Type.String(), Type.Null()]),
  certificateId: Type.Union([Type.String(), Type.Null()]),
  /** What failed, in the language of Accept-Language (this site's texts); empty when valid. */
  problems: Type.Array(Type.String()),
  /** The message code of each problem, in the same order (CREDENTIAL_REVOKED…). */
  problemCodes: Type.Array(Type.String()),
});
export type CredentialVerification = Static<typeof CredentialVerification>;

export const CredentialVerificationResponse = Type.Object({
  success: Type.Boolean(),
  data: CredentialVerification,
});
export type CredentialVerificationResponse = Static<typeof CredentialVerificationResponse>;

export const StatusListParams = Type.Object({
  listId: Type.String({ pattern: '^[0-9]{1,6}$' }),
});
export type StatusListParams = Static<typeof StatusListParams>;
