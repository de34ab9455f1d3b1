// Certificates: the public lookup (the spec's five fields plus status) and the admin's issue,
// bulk import, list and revoke.
import { Type, type Static } from 'typebox';
import { Email, line, nullable, paging, pagedResponse, StringEnum, withDefaults } from './common';
import { languages, type Lang } from './languages';

const LANG_CODES: readonly Lang[] = languages.map((l) => l.code);
import {
  CERTIFICATE_ID_PARAM_PATTERN,
  CERTIFICATE_STATUSES,
  CERTIFICATE_TEXT_MAX,
  FULL_NAME_DESCRIPTION,
  IMPORT_ANSWER_ROWS,
  IMPORT_BODY_MAX_BYTES,
  ISSUE_DATE_MIN,
  MAX_IMPORT_ROWS,
} from './rules';
import { FullNameField } from './users';

export const CertificateIdParams = Type.Object({
  certificateId: Type.String({ pattern: CERTIFICATE_ID_PARAM_PATTERN }),
});
export type CertificateIdParams = Static<typeof CertificateIdParams>;

/** What anyone verifying a certificate sees. */
export const PublicCertificate = Type.Object({
  fullName: Type.String(),
  certificateId: Type.String(),
  issuedBy: Type.String(),
  courseName: Type.String(),
  issueDate: Type.String(),
  status: StringEnum(CERTIFICATE_STATUSES),
  /** The last day the certificate is valid (YYYY-MM-DD); absent or null when it does not expire. */
  expiryDate: Type.Optional(nullable('string')),
});
export type PublicCertificate = Static<typeof PublicCertificate>;

export const AdminCertificate = Type.Object({
  ...PublicCertificate.properties,
  revokedReason: Type.Optional(nullable('string')),
  revokedAt: Type.Optional(nullable('string')),
  createdAt: Type.String(),
  /** How often it was verified (page, lookup, credential): in all, and over the last 30 days (the list only). */
  verificationsTotal: Type.Optional(Type.Integer({ minimum: 0 })),
  verificationsLast30Days: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type AdminCertificate = Static<typeof AdminCertificate>;

/** `{ success, message?, data }` with one certificate. */
function one<T extends typeof PublicCertificate | typeof AdminCertificate>(data: T) {
  return Type.Object({
    success: Type.Boolean(),
    message: Type.Optional(Type.String()),
    data,
  });
}

export const CertificateLookupResponse = one(PublicCertificate);
export type CertificateLookupResponse = Static<typeof CertificateLookupResponse>;

export const AdminCertificateResponse = one(AdminCertificate);
export type AdminCertificateResponse = Static<typeof AdminCertificateResponse>;

/**
 * The holder's e-mail address (optional): stored lower-cased, never shown publicly, carried in
 * the signed credential only as a salted hash; the holder is e-mailed a link to the certificate,
 * in their account's language when they have one, else in `emailLang` (default: the request's).
 */
const recipientFields = {
  recipientEmail: Type.Optional(Email),
  emailLang: Type.Optional(
    StringEnum(LANG_CODES, {
      description: "the e-mail's language when the address has no account",
    }),
  ),
};

/** A course or issuer: one line of plain text (rules.ts). */
const certificateText = line(CERTIFICATE_TEXT_MAX, 1);

export const IssueCertificateBody = Type.Object(
  {
    fullName: FullNameField(`Printed on the certificate; ${FULL_NAME_DESCRIPTION}`),
    courseName: certificateText,
    issuedBy: Type.Optional(certificateText),
    issueDate: Type.Optional(
      Type.String({
        format: 'date',
        description: `${ISSUE_DATE_MIN} to tomorrow (UTC); default: today (UTC)`,
      }),
    ),
    /** Default: by the course (defaultExpiryDate, e.g. three years for CompTIA); null: never. */
    expiryDate: Type.Optional(nullable('string', { format: 'date' })),
    ...recipientFields,
  },
  { additionalProperties: false },
);
export type IssueCertificateBody = Static<typeof IssueCertificateBody>;

/** One import row; the columns are those of BULK_FIELDS (rules.ts). */
const bulkCell = Type.String({ maxLength: 500 });
export const BulkRow = Type.Object(
  {
    fullName: Type.Optional(bulkCell),
    courseName: Type.Optional(bulkCell),
    issuedBy: Type.Optional(bulkCell),
    issueDate: Type.Optional(bulkCell),
    certificateId: Type.Optional(bulkCell),
    expiryDate: Type.Optional(bulkCell),
    recipientEmail: Type.Optional(bulkCell),
  },
  { additionalProperties: false },
);
export type BulkRow = Static<typeof BulkRow>;

export const BULK_IMPORT_DESCRIPTION = `Send either \`rows\` (JSON objects) or \`csv\` (text with a header line naming the columns fullName, courseName, issuedBy, issueDate, certificateId, expiryDate, recipientEmail). A recipientEmail (optional) is the holder's address: never shown publicly, e-mailed a link to the certificate (in the account's language, else emailLang). Rows may keep a certificateId from an older system; the others get new IDs. An empty expiryDate takes the default of its course (three years for CompTIA certifications); never means the certificate does not expire. A column not in that list is refused (the message names it). fullName follows the full-name rule of PATCH /users/me, courseName and issuedBy are one line of plain text (at most ${CERTIFICATE_TEXT_MAX} characters, no control or invisible formatting characters), issueDate lies from ${ISSUE_DATE_MIN} to tomorrow (UTC). If any row is invalid nothing is stored and \`errors\` lists each problem by row number (1 = first data row). Up to ${MAX_IMPORT_ROWS} rows; the answer gives their \`count\`, the first ${IMPORT_ANSWER_ROWS} certificates and the \`importId\` whose progress GET /certificates/imports/{importId} reports: the credentials are signed afterwards, by the job queue.`;

export const BulkImportBody = Type.Object(
  {
    rows: Type.Optional(Type.Array(BulkRow, { maxItems: MAX_IMPORT_ROWS })),
    csv: Type.Optional(Type.String({ maxLength: IMPORT_BODY_MAX_BYTES })),
    emailLang: recipientFields.emailLang,
  },
  { additionalProperties: false },
);
export type BulkImportBody = Static<typeof BulkImportBody>;

export const BulkImportResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  /** Every certificate the import stored. */
  count: Type.Integer(),
  /** The import, whose signing progress GET /certificates/imports/{importId} reports. */
  importId: Type.String(),
  /** The first certificates imported (at most IMPORT_ANSWER_ROWS), in the order of the rows. */
  data: Type.Array(AdminCertificate, { maxItems: IMPORT_ANSWER_ROWS }),
});
export type BulkImportResponse = Static<typeof BulkImportResponse>;

export const ImportIdParams = Type.Object({
  importId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
});
export type ImportIdParams = Static<typeof ImportIdParams>;

/** How far the signing of an import's credentials has come. */
export const ImportProgress = Type.Object({
  /** Certificates the import stored. */
  total: Type.Integer(),
  /** Those of them with a signed credential. */
  signed: Type.Integer(),
  /** Every one is signed. */
  done: Type.Boolean(),
});
export type ImportProgress = Static<typeof ImportProgress>;

export const ImportProgressResponse = Type.Object({
  success: Type.Boolean(),
  data: ImportProgress,
});
export type ImportProgressResponse = Static<typeof ImportProgressResponse>;

export const ListCertificatesQuery = withDefaults(
  Type.Object(
    {
      ...paging,
      search: Type.Optional(Type.String({ maxLength: 100 })),
      cursor: Type.Optional(
        Type.String({
          maxLength: 200,
          description:
            'The nextCursor of the page before: this page starts after it (page is then ignored). The way to read deep into the list.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
);
export type ListCertificatesQuery = Static<typeof ListCertificatesQuery>;

const certificatesPage = pagedResponse(AdminCertificate);
export const CertificatesPage = Type.Object({
  ...certificatesPage.properties,
  totalCapped: Type.Boolean({
    description: 'True when more certificates match than total says (it stops counting there).',
  }),
  nextCursor: nullable('string'),
});
export type CertificatesPage = Static<typeof CertificatesPage>;

export const RevokeBody = Type.Object({ reason: line(500, 1) }, { additionalProperties: false });
export type RevokeBody = Static<typeof RevokeBody>;
