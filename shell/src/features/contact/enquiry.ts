import {
  ENQUIRY_FORM_TOKEN,
  enquiryProblems,
  trimEnquiry,
  type EnquiryBody,
  type EnquiryField,
  type EnquiryFields,
  type EnquiryFormTokenResponse,
  type EnquiryProblem as RuleProblem,
  type Lang,
} from 'contracts';
import { http } from 'shared';
import type { ContactKey } from './i18n/en';

export type EnquiryForm = Required<EnquiryFields>;
/** What is wrong with a field: a text of the page's dictionary and its values. */
export interface EnquiryProblem {
  key: ContactKey;
  vars?: Record<string, number>;
}
export type EnquiryErrors = Partial<Record<keyof EnquiryForm, EnquiryProblem>>;

/** The page's words for each problem the API's rules (contracts' enquiryProblems) can find. */
function explain(field: EnquiryField, problem: RuleProblem): EnquiryProblem {
  switch (field) {
    case 'name':
      return problem.kind === 'tooLong'
        ? { key: 'nameTooLong', vars: { max: problem.limit } }
        : { key: 'nameRequired' };
    case 'email':
      return { key: problem.kind === 'required' ? 'emailRequired' : 'emailInvalid' };
    case 'phone':
      return { key: 'phoneInvalid' };
    case 'subject':
      return problem.kind === 'tooLong'
        ? { key: 'subjectTooLong', vars: { max: problem.limit } }
        : { key: 'subjectRequired' };
    case 'message':
      if (problem.kind === 'tooShort')
        return { key: 'messageTooShort', vars: { min: problem.limit } };
      if (problem.kind === 'tooLong')
        return { key: 'messageTooLong', vars: { max: problem.limit } };
      return { key: 'messageRequired' };
  }
}

/** The API's rules, checked here first so a person sees the reason next to the field. */
export function validateEnquiry(form: EnquiryForm): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const [field, problem] of Object.entries(enquiryProblems(form)) as [
    EnquiryField,
    RuleProblem,
  ][]) {
    errors[field] = explain(field, problem);
  }
  return errors;
}

/** The form's signed token and when this page received it. */
export interface FormToken {
  token: string;
  receivedAt: number;
}

/** A token for the next enquiry; undefined when the API could not give one (sent without). */
export async function fetchFormToken(): Promise<FormToken | undefined> {
  try {
    const { data } = await http.get<EnquiryFormTokenResponse>('/enquiries/form-token');
    return typeof data?.token === 'string'
      ? { token: data.token, receivedAt: Date.now() }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How long to wait before sending so the API does not take a quick person (a browser's autofill)
 * for a program: the token must be a few seconds old. A small margin covers the trip.
 */
export function waitBeforeSending(token: FormToken | undefined, now = Date.now()): number {
  if (!token) return 0;
  return Math.max(0, token.receivedAt + ENQUIRY_FORM_TOKEN.minSeconds * 1000 + 300 - now);
}

/** What goes with the fields: where it came from, the page's language, the spam defences. */
export interface EnquiryExtras {
  course?: string;
  language: Lang;
  /** The hidden field's value: empty unless a program filled it. */
  website: string;
  formToken?: string;
}

/** Sends the enquiry; answers the server's message, if it sent one. */
export async function sendEnquiry(
  form: EnquiryForm,
  extras: EnquiryExtras,
): Promise<string | undefined> {
  const body: EnquiryBody = {
    ...trimEnquiry(form),
    ...(extras.course ? { course: extras.course } : {}),
    language: extras.language,
    ...(extras.website ? { website: extras.website } : {}),
    ...(extras.formToken ? { formToken: extras.formToken } : {}),
  };
  const { data } = await http.post<{ success: boolean; message?: string }>('/enquiries', body);
  return data?.message || undefined;
}
