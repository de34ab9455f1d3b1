import {
  enquiryProblems,
  trimEnquiry,
  type EnquiryBody,
  type EnquiryField,
  type EnquiryProblem as RuleProblem,
} from 'contracts';
import { http } from 'shared';
import type { ContactKey } from './i18n/en';

export type EnquiryForm = Required<EnquiryBody>;
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

/** Sends the enquiry; answers the server's message, if it sent one. */
export async function sendEnquiry(form: EnquiryForm): Promise<string | undefined> {
  const body: EnquiryBody = trimEnquiry(form);
  const { data } = await http.post<{ success: boolean; message?: string }>('/enquiries', body);
  return data?.message || undefined;
}
