// The contact form's rules: the shell checks them to show the mistake beside its field before
// sending, the API checks them again on what it stores (EnquiryBody in content.ts is built from
// the same numbers). Plain values and functions only, so the shell does not bundle TypeBox.
import { PHONE_MAX_LENGTH, PHONE_PATTERN } from './rules';

/** Lengths in characters of the trimmed fields; a phone number needs this many digits. */
export const ENQUIRY_LIMITS = {
  name: 100,
  phone: PHONE_MAX_LENGTH,
  phoneMinDigits: 7,
  subject: 200,
  message: 5000,
  minMessage: 10,
} as const;

export interface EnquiryFields {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export type EnquiryField = keyof EnquiryFields;

/** What is wrong with one field; `limit` is the number the rule broke. */
export type EnquiryProblem =
  | { kind: 'required' }
  | { kind: 'invalid' }
  | { kind: 'tooShort'; limit: number }
  | { kind: 'tooLong'; limit: number };

// Deliberately loose: the API also checks the address's format; this catches a missing '@' or
// domain before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = new RegExp(PHONE_PATTERN);

/** The enquiry with every field trimmed and an empty phone left out: what is sent and stored. */
export function trimEnquiry(fields: EnquiryFields): EnquiryFields {
  const phone = fields.phone?.trim() ?? '';
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    ...(phone ? { phone } : {}),
    subject: fields.subject.trim(),
    message: fields.message.trim(),
  };
}

function length(value: string, max: number, min = 1): EnquiryProblem | undefined {
  if (!value) return { kind: 'required' };
  if (value.length < min) return { kind: 'tooShort', limit: min };
  if (value.length > max) return { kind: 'tooLong', limit: max };
  return undefined;
}

/** Each field's problem (of the trimmed enquiry); an empty object when it can be sent. */
export function enquiryProblems(
  enquiry: EnquiryFields,
): Partial<Record<EnquiryField, EnquiryProblem>> {
  const problems: Partial<Record<EnquiryField, EnquiryProblem>> = {};
  const { name, email, phone = '', subject, message } = trimEnquiry(enquiry);
  const add = (field: EnquiryField, problem: EnquiryProblem | undefined) => {
    if (problem) problems[field] = problem;
  };
  add('name', length(name, ENQUIRY_LIMITS.name));
  add(
    'email',
    email ? (EMAIL.test(email) ? undefined : { kind: 'invalid' }) : { kind: 'required' },
  );
  if (phone) {
    const digits = phone.replace(/\D/g, '').length;
    const valid =
      PHONE.test(phone) &&
      digits >= ENQUIRY_LIMITS.phoneMinDigits &&
      phone.length <= ENQUIRY_LIMITS.phone;
    add('phone', valid ? undefined : { kind: 'invalid' });
  }
  add('subject', length(subject, ENQUIRY_LIMITS.subject));
  add('message', length(message, ENQUIRY_LIMITS.message, ENQUIRY_LIMITS.minMessage));
  return problems;
}

/** Where an enquiry stands in the staff's inbox; every enquiry starts `new`. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** What an enquiry's timeline records. */
export const ENQUIRY_EVENT_KINDS = ['note', 'reply', 'status', 'assigned'] as const;
export type EnquiryEventKind = (typeof ENQUIRY_EVENT_KINDS)[number];

/**
 * The contact form's signed token: a form sent sooner than `minSeconds` after the page got it
 * was filled by a program, not a person; one older than `maxAgeSeconds` is stale.
 */
export const ENQUIRY_FORM_TOKEN = { minSeconds: 3, maxAgeSeconds: 24 * 60 * 60 } as const;

/** The name of the field a person never sees (and so leaves empty); a bot fills it. */
export const ENQUIRY_HONEYPOT_FIELD = 'website';

/** Lengths of what staff write on an enquiry and of the course it came from. */
export const ENQUIRY_STAFF_LIMITS = {
  course: 200,
  note: 4000,
  replySubject: 200,
  replyBody: 10000,
} as const;
