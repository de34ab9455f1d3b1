// The signed-in learner's own account page (/account): the certificates issued to their proven
// e-mail address and their assessment results. What the page links to (the certificate's page,
// its credential, the verification link) is built by the page from the certificate ID.
import { Type, type Static } from 'typebox';
import { dataResponse, nullable, StringEnum } from './common';
import { REVIEW_STATES } from './assessment-attempts';

/** valid, expired (past its last valid day) or revoked, as the holder sees it. */
export const MY_CERTIFICATE_STATES = ['valid', 'expired', 'revoked'] as const;
export type MyCertificateState = (typeof MY_CERTIFICATE_STATES)[number];

export const MyCertificate = Type.Object({
  certificateId: Type.String(),
  fullName: Type.String(),
  courseName: Type.String(),
  issuedBy: Type.String(),
  issueDate: Type.String(),
  /** The last valid day (YYYY-MM-DD), or null when it does not expire. */
  expiryDate: nullable('string'),
  status: StringEnum(MY_CERTIFICATE_STATES),
  /** Whether its signed credential exists yet (an imported one is signed shortly after). */
  signed: Type.Boolean(),
  /** How often it was verified (its page, the lookup, its credential): in all, and in 30 days. */
  verifications: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    last30Days: Type.Integer({ minimum: 0 }),
  }),
});
export type MyCertificate = Static<typeof MyCertificate>;

export const MyCertificatesResponse = dataResponse(Type.Array(MyCertificate));
export type MyCertificatesResponse = Static<typeof MyCertificatesResponse>;

export const MyResult = Type.Object({
  attemptId: Type.String(),
  assessment: Type.Object({ slug: Type.String(), name: Type.String() }),
  level: Type.String(),
  score: Type.Integer(),
  total: Type.Integer(),
  passPercent: Type.Integer(),
  passed: Type.Boolean(),
  submittedAt: Type.String(),
  certificateId: nullable('string'),
  /**
   * The admin's review of a passing attempt the security rule ended (pending until an admin
   * grants or refuses its certificate); null when the attempt needs none.
   */
  review: Type.Union([StringEnum(REVIEW_STATES), Type.Null()]),
});
export type MyResult = Static<typeof MyResult>;

export const MyResultsResponse = dataResponse(Type.Array(MyResult));
export type MyResultsResponse = Static<typeof MyResultsResponse>;
