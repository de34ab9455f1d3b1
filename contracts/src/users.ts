// Accounts: register, login, the password-reset flow (code -> reset token -> new password),
// the signed-in user and their full name, and the admin's account list and role changes.
import { Type, type Static } from 'typebox';
import {
  cursorField,
  Email,
  keysetPagedResponse,
  noMarkupLine,
  paging,
  Phone,
  StringEnum,
  withDefaults,
} from './common';
import {
  FULL_NAME_DESCRIPTION,
  FULL_NAME_RAW_MAX,
  LINKEDIN_MAX_LENGTH,
  LINKEDIN_FIELD_PATTERN,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
} from './rules';

export const RoleSchema = StringEnum(ROLES);

const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

/** The raw full-name field; the rule of rules.ts runs on the normalized value. */
export const FullNameField = (description = FULL_NAME_DESCRIPTION) =>
  Type.String({ maxLength: FULL_NAME_RAW_MAX, description });

/** Sign-up's own fields besides the address and the password: the profile a learner edits. */
const Username = Type.String({
  minLength: 3,
  maxLength: 40,
  pattern: '^[A-Za-z0-9][A-Za-z0-9._ -]*$',
});
const profileFields = {
  phoneNumber: Type.Optional(Phone),
  address: Type.Optional(noMarkupLine(300)),
  pinCode: Type.Optional(Type.String({ maxLength: 12, pattern: '^[A-Za-z0-9 -]*$' })),
  country: Type.Optional(noMarkupLine(80)),
  linkedIn: Type.Optional(
    Type.String({
      maxLength: LINKEDIN_MAX_LENGTH,
      pattern: LINKEDIN_FIELD_PATTERN,
      description: 'https://www.linkedin.com/in/<name> (or a country host such as in.linkedin.com)',
    }),
  ),
  interest: Type.Optional(noMarkupLine(200)),
};

export const RegisterBody = Type.Object(
  { email: Email, password: Password, username: Username, ...profileFields },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** The user as login returns it. */
export const PublicUser = Type.Object({
  username: Type.String(),
  email: Type.String(),
  role: RoleSchema,
});
export type PublicUser = Static<typeof PublicUser>;

/**
 * Signed in: the token and the user. For an account with a second factor, the first step answers
 * `mfaRequired: true` and a `challenge` instead (no token); POST /users/login/mfa finishes it.
 */
export const LoginResponse = Type.Object({
  success: Type.Boolean(),
  code: Type.Optional(Type.String()),
  message: Type.String(),
  token: Type.Optional(Type.String()),
  user: Type.Optional(PublicUser),
  mfaRequired: Type.Optional(Type.Boolean()),
  challenge: Type.Optional(Type.String()),
  /**
   * An admin who must turn on the second factor (ADMIN_REQUIRE_MFA) and has not: the token
   * allows only enrolment and the account's own security routes until the factor is on.
   */
  mfaEnrolmentRequired: Type.Optional(Type.Boolean()),
});
export type LoginResponse = Static<typeof LoginResponse>;

export const SendOtpBody = Type.Object({ email: Email }, { additionalProperties: false });
export type SendOtpBody = Static<typeof SendOtpBody>;

export const VerifyOtpBody = Type.Object(
  { email: Email, otp: Type.String({ pattern: OTP_PATTERN }) },
  { additionalProperties: false },
);
export type VerifyOtpBody = Static<typeof VerifyOtpBody>;

export const VerifyOtpResponse = Type.Object({
  success: Type.Boolean(),
  code: Type.Optional(Type.String()),
  message: Type.String(),
  resetToken: Type.String(),
});
export type VerifyOtpResponse = Static<typeof VerifyOtpResponse>;

export const ResetPasswordBody = Type.Object(
  {
    email: Email,
    newPassword: Password,
    resetToken: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** The account as its owner and the admins see it. */
export const AccountUser = Type.Object({
  id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  fullName: Type.String(),
  phoneNumber: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  pinCode: Type.Optional(Type.String()),
  country: Type.Optional(Type.String()),
  linkedIn: Type.Optional(Type.String()),
  interest: Type.Optional(Type.String()),
  createdAt: Type.String(),
  /** Whether the account's second factor is on (the admin's list of users). */
  mfaEnabled: Type.Optional(Type.Boolean()),
  /**
   * Whether the address was proven with an e-mailed code: until it is, the account gets no role
   * above user (and later no purchase and no certificate shown on it).
   */
  emailVerified: Type.Optional(Type.Boolean()),
});
export type AccountUser = Static<typeof AccountUser>;

export const MeResponse = Type.Object({ success: Type.Boolean(), user: AccountUser });
export type MeResponse = Static<typeof MeResponse>;

/**
 * A change of one's own profile: the sign-up fields but the address and the password (each with
 * sign-up's rules), and the full name printed on certificates. Fields left out stay as they are.
 */
export const UpdateMeBody = Type.Object(
  { fullName: Type.Optional(FullNameField()), username: Type.Optional(Username), ...profileFields },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateMeBody = Static<typeof UpdateMeBody>;

export const AccountResponse = Type.Object({ success: Type.Boolean(), data: AccountUser });
export type AccountResponse = Static<typeof AccountResponse>;

export const ListUsersQuery = withDefaults(
  Type.Object(
    {
      ...paging,
      search: Type.Optional(
        Type.String({
          maxLength: 100,
          description:
            'Any part of the username, full name or e-mail address (case and accents ignored); with @, an address prefix',
        }),
      ),
      cursor: cursorField,
    },
    { additionalProperties: false },
  ),
);
export type ListUsersQuery = Static<typeof ListUsersQuery>;

export const UsersPage = keysetPagedResponse(AccountUser);
export type UsersPage = Static<typeof UsersPage>;

/** A TOTP code (6 digits) or a recovery code (xxxx-xxxx-xxxx). */
const SecondFactorCode = Type.String({ minLength: 6, maxLength: 20, pattern: '^[0-9A-Za-z -]+$' });

/**
 * A role change. Making an account admin needs the acting admin's own current second-factor code
 * (`code`: TOTP or recovery code), a step-up that a stolen session alone cannot pass.
 */
export const UpdateUserBody = Type.Object(
  { role: RoleSchema, code: Type.Optional(SecondFactorCode) },
  { additionalProperties: false },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;

/** Resetting another account's second factor: the acting admin's own current code (step-up). */
export const AdminMfaResetBody = Type.Object(
  { code: Type.Optional(SecondFactorCode) },
  { additionalProperties: false },
);
export type AdminMfaResetBody = Static<typeof AdminMfaResetBody>;

/** The 6-digit code e-mailed to prove the signed-in user's address. */
export const EmailProofBody = Type.Object(
  { code: Type.String({ pattern: OTP_PATTERN }) },
  { additionalProperties: false },
);
export type EmailProofBody = Static<typeof EmailProofBody>;

/** The current password, which confirms a change of address or a deletion. */
const CurrentPassword = Type.String({ minLength: 1, maxLength: 1024 });

/** A new address for the account: a code goes to it, and the change waits for that code. */
export const EmailChangeBody = Type.Object(
  { newEmail: Email, password: CurrentPassword },
  { additionalProperties: false },
);
export type EmailChangeBody = Static<typeof EmailChangeBody>;

/** Deleting one's own account: the password confirms it. */
export const DeleteAccountBody = Type.Object(
  { password: CurrentPassword },
  { additionalProperties: false },
);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/** One place the user is signed in: each login is a session, which can be signed out alone. */
export const SessionInfo = Type.Object({
  id: Type.String(),
  userAgent: Type.String(),
  ip: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.String(),
  /** The session of the token that asked. */
  current: Type.Boolean(),
});
export type SessionInfo = Static<typeof SessionInfo>;

export const SessionsResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(SessionInfo),
});
export type SessionsResponse = Static<typeof SessionsResponse>;

export const SignedOutResponse = Type.Object({
  success: Type.Boolean(),
  /** Sessions signed out. */
  count: Type.Integer(),
});
export type SignedOutResponse = Static<typeof SignedOutResponse>;

export const LoginMfaBody = Type.Object(
  { challenge: Type.String({ minLength: 20, maxLength: 100 }), code: SecondFactorCode },
  { additionalProperties: false },
);
export type LoginMfaBody = Static<typeof LoginMfaBody>;

export const MfaCodeBody = Type.Object({ code: SecondFactorCode }, { additionalProperties: false });
export type MfaCodeBody = Static<typeof MfaCodeBody>;

export const TotpEnrolmentResponse = Type.Object({
  success: Type.Boolean(),
  /** Base32, for typing into an authenticator app. */
  secret: Type.String(),
  /** otpauth://totp/… for the QR code. */
  otpauthUri: Type.String(),
});
export type TotpEnrolmentResponse = Static<typeof TotpEnrolmentResponse>;

export const RecoveryCodesResponse = Type.Object({
  success: Type.Boolean(),
  /** Shown once: only their hashes are kept. */
  recoveryCodes: Type.Array(Type.String()),
});
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponse>;

export const MfaStatusResponse = Type.Object({
  success: Type.Boolean(),
  enabled: Type.Boolean(),
  recoveryCodesLeft: Type.Integer(),
  /** The site's policy requires the factor for this account (an admin, ADMIN_REQUIRE_MFA). */
  required: Type.Boolean(),
});
export type MfaStatusResponse = Static<typeof MfaStatusResponse>;
