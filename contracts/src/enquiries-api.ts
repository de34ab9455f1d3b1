// The staff's inbox of enquiries (admin and sales): the list with its filters and cursor, one
// enquiry with its timeline, what staff do to it (assign, note, status, reply by e-mail) and the
// contact form's signed token. The plain rules (statuses, limits) are in enquiry-rules.ts.
import { Type, type Static } from 'typebox';
import { dataResponse, line, nullable, StringEnum, text } from './common';
import { ENQUIRY_EVENT_KINDS, ENQUIRY_STAFF_LIMITS, ENQUIRY_STATUSES } from './enquiry-rules';
import { languages, type Lang } from './languages';

const LangCode = StringEnum(languages.map((l) => l.code) as Lang[]);
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC)' });

export const EnquiryFormTokenResponse = Type.Object({
  success: Type.Boolean(),
  token: Type.String(),
});
export type EnquiryFormTokenResponse = Static<typeof EnquiryFormTokenResponse>;

/** The list's filters (also the CSV export's). */
export const StaffEnquiriesFilter = {
  status: Type.Optional(StringEnum(ENQUIRY_STATUSES)),
  course: Type.Optional(line(ENQUIRY_STAFF_LIMITS.course, 1)),
  /** Sent on or after this day (UTC). */
  from: Type.Optional(Day),
  /** Sent on or before this day (UTC). */
  to: Type.Optional(Day),
  /**
   * With `@`: the start of the sender's e-mail. Otherwise the start of the e-mail or any part of
   * the name (its start for one or two characters); any case.
   */
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
};

export const StaffEnquiriesQuery = Type.Object(
  {
    ...StaffEnquiriesFilter,
    /** The `next` of the previous page. */
    after: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type StaffEnquiriesQuery = Static<typeof StaffEnquiriesQuery>;

export const StaffEnquiriesExportQuery = Type.Object(StaffEnquiriesFilter, {
  additionalProperties: false,
});
export type StaffEnquiriesExportQuery = Static<typeof StaffEnquiriesExportQuery>;

export const StaffEnquiryRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  course: nullable('string'),
  status: StringEnum(ENQUIRY_STATUSES),
  language: LangCode,
  assignedTo: nullable('string'),
  assigneeEmail: nullable('string'),
  createdAt: Type.String(),
});
export type StaffEnquiryRow = Static<typeof StaffEnquiryRow>;

export const StaffEnquiriesPage = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(StaffEnquiryRow),
  next: nullable('string'),
  /** The enquiries the filters keep, counted up to 10,000. */
  total: Type.Integer({ minimum: 0 }),
  totalCapped: Type.Boolean({
    description: 'True when more enquiries match than total says (it stops counting there).',
  }),
});
export type StaffEnquiriesPage = Static<typeof StaffEnquiriesPage>;

export const EnquiryEvent = Type.Object({
  id: Type.String(),
  at: Type.String(),
  kind: StringEnum(ENQUIRY_EVENT_KINDS),
  actorEmail: nullable('string'),
  /** A note's or a reply's text; an assignee's e-mail (empty: unassigned). */
  text: Type.String(),
  /** A reply's subject and language. */
  subject: nullable('string'),
  language: nullable('string'),
  /** A status change's old and new status. */
  from: nullable('string'),
  to: nullable('string'),
});
export type EnquiryEvent = Static<typeof EnquiryEvent>;

export const StaffEnquiry = Type.Object({
  ...StaffEnquiryRow.properties,
  phone: Type.String(),
  message: Type.String(),
  updatedAt: Type.String(),
  events: Type.Array(EnquiryEvent),
});
export type StaffEnquiry = Static<typeof StaffEnquiry>;

export const StaffEnquiryResponse = dataResponse(StaffEnquiry);
export type StaffEnquiryResponse = Static<typeof StaffEnquiryResponse>;

export const EnquiryIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type EnquiryIdParams = Static<typeof EnquiryIdParams>;

export const AssignEnquiryBody = Type.Object(
  { userId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]) },
  { additionalProperties: false },
);
export type AssignEnquiryBody = Static<typeof AssignEnquiryBody>;

export const EnquiryNoteBody = Type.Object(
  { text: text(ENQUIRY_STAFF_LIMITS.note, 1) },
  { additionalProperties: false },
);
export type EnquiryNoteBody = Static<typeof EnquiryNoteBody>;

export const EnquiryStatusBody = Type.Object(
  { status: StringEnum(ENQUIRY_STATUSES) },
  { additionalProperties: false },
);
export type EnquiryStatusBody = Static<typeof EnquiryStatusBody>;

export const EnquiryReplyBody = Type.Object(
  {
    subject: line(ENQUIRY_STAFF_LIMITS.replySubject, 1),
    body: text(ENQUIRY_STAFF_LIMITS.replyBody, 1),
    /** The language it is written in; the enquiry's own by default. */
    language: Type.Optional(LangCode),
  },
  { additionalProperties: false },
);
export type EnquiryReplyBody = Static<typeof EnquiryReplyBody>;

/** The staff an enquiry can be assigned to (admin and sales accounts). */
export const EnquiryStaffList = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(
    Type.Object({ id: Type.String(), email: Type.String(), username: Type.String() }),
  ),
});
export type EnquiryStaffList = Static<typeof EnquiryStaffList>;
