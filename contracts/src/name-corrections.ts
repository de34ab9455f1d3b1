// A learner asks for the name on one of their certificates to be corrected; an admin approves
// (a corrected certificate replaces it, the old one is revoked) or refuses. The request and the
// answers, shared by the API and the account pages.
import { Type, type Static } from 'typebox';
import { dataResponse, line, nullable, StringEnum } from './common';
import { FULL_NAME_DESCRIPTION } from './rules';
import { FullNameField } from './users';

export const NAME_CORRECTION_STATES = ['requested', 'approved', 'refused'] as const;
export type NameCorrectionState = (typeof NAME_CORRECTION_STATES)[number];

/** The longest reason or decision note a person writes. */
export const CORRECTION_TEXT_MAX = 500;

/** The revocation reason the old certificate records when a correction replaces it. */
export function correctionRevokedReason(newCertificateId: string): string {
  return `Name corrected: replaced by ${newCertificateId}`;
}

export const NameCorrectionBody = Type.Object(
  {
    name: FullNameField(`The name as it should be printed; ${FULL_NAME_DESCRIPTION}`),
    reason: line(CORRECTION_TEXT_MAX, 1),
  },
  { additionalProperties: false },
);
export type NameCorrectionBody = Static<typeof NameCorrectionBody>;

export const NameCorrectionIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export type NameCorrectionIdParams = Static<typeof NameCorrectionIdParams>;

export const ApproveCorrectionBody = Type.Object(
  { note: line(CORRECTION_TEXT_MAX, 1) },
  { additionalProperties: false },
);
export type ApproveCorrectionBody = Static<typeof ApproveCorrectionBody>;

export const RefuseCorrectionBody = Type.Object(
  { reason: line(CORRECTION_TEXT_MAX, 1) },
  { additionalProperties: false },
);
export type RefuseCorrectionBody = Static<typeof RefuseCorrectionBody>;

/** A request as its learner sees it. */
export const NameCorrection = Type.Object({
  id: Type.String(),
  certificateId: Type.String(),
  requestedName: Type.String(),
  reason: Type.String(),
  status: StringEnum(NAME_CORRECTION_STATES),
  createdAt: Type.String(),
  decidedAt: nullable('string'),
  /** The approving admin's note or the refusal's reason. */
  decisionNote: nullable('string'),
  /** The corrected certificate, once approved. */
  newCertificateId: nullable('string'),
});
export type NameCorrection = Static<typeof NameCorrection>;

export const NameCorrectionResponse = dataResponse(NameCorrection);
export const MyNameCorrectionsResponse = dataResponse(Type.Array(NameCorrection));
export type MyNameCorrectionsResponse = Static<typeof MyNameCorrectionsResponse>;

/** An open request as staff see it: with the name printed now, the course and who asked. */
export const AdminNameCorrection = Type.Object({
  ...NameCorrection.properties,
  currentName: Type.String(),
  courseName: Type.String(),
  email: Type.String(),
});
export type AdminNameCorrection = Static<typeof AdminNameCorrection>;

export const AdminNameCorrectionsResponse = dataResponse(Type.Array(AdminNameCorrection));
export type AdminNameCorrectionsResponse = Static<typeof AdminNameCorrectionsResponse>;
export const AdminNameCorrectionResponse = dataResponse(AdminNameCorrection);
