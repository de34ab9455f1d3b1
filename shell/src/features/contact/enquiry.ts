import { http } from 'shared';
import type { ContactKey } from './contact-en';

/** POST /api/enquiries. */
export interface Enquiry {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export type EnquiryForm = Required<Enquiry>;
/** What is wrong with a field: a text of the page's dictionary and its values. */
export interface EnquiryProblem {
  key: ContactKey;
  vars?: Record<string, number>;
}
export type EnquiryErrors = Partial<Record<keyof EnquiryForm, EnquiryProblem>>;

/** The API's limits, checked here first so a person sees the reason next to the field. */
export const ENQUIRY_LIMITS = { name: 100, phone: 30, subject: 200, message: 5000, minMessage: 10 };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+() .-]*$/;

export function validateEnquiry(form: EnquiryForm): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const name = form.name.trim();
  const email = form.email.trim();
  const phone = form.phone.trim();
  const subject = form.subject.trim();
  const message = form.message.trim();

  if (!name) errors.name = { key: 'nameRequired' };
  else if (name.length > ENQUIRY_LIMITS.name)
    errors.name = { key: 'nameTooLong', vars: { max: ENQUIRY_LIMITS.name } };

  if (!email) errors.email = { key: 'emailRequired' };
  else if (!EMAIL.test(email)) errors.email = { key: 'emailInvalid' };

  if (phone) {
    const digits = phone.replace(/\D/g, '').length;
    if (!PHONE.test(phone) || digits < 7 || phone.length > ENQUIRY_LIMITS.phone)
      errors.phone = { key: 'phoneInvalid' };
  }

  if (!subject) errors.subject = { key: 'subjectRequired' };
  else if (subject.length > ENQUIRY_LIMITS.subject)
    errors.subject = { key: 'subjectTooLong', vars: { max: ENQUIRY_LIMITS.subject } };

  if (!message) errors.message = { key: 'messageRequired' };
  else if (message.length < ENQUIRY_LIMITS.minMessage)
    errors.message = { key: 'messageTooShort', vars: { min: ENQUIRY_LIMITS.minMessage } };
  else if (message.length > ENQUIRY_LIMITS.message)
    errors.message = { key: 'messageTooLong', vars: { max: ENQUIRY_LIMITS.message } };

  return errors;
}

/** Sends the enquiry; answers the server's message, if it sent one. */
export async function sendEnquiry(form: EnquiryForm): Promise<string | undefined> {
  const phone = form.phone.trim();
  const body: Enquiry = {
    name: form.name.trim(),
    email: form.email.trim(),
    ...(phone ? { phone } : {}),
    subject: form.subject.trim(),
    message: form.message.trim(),
  };
  const { data } = await http.post<{ success: boolean; message?: string }>('/enquiries', body);
  return data?.message || undefined;
}
