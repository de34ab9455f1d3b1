import { http } from 'shared';

/** POST /api/enquiries. */
export interface Enquiry {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export type EnquiryForm = Required<Enquiry>;
export type EnquiryErrors = Partial<Record<keyof EnquiryForm, string>>;

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

  if (!name) errors.name = 'Please enter your name.';
  else if (name.length > ENQUIRY_LIMITS.name)
    errors.name = `Your name can be at most ${ENQUIRY_LIMITS.name} characters.`;

  if (!email) errors.email = 'Please enter your e-mail address.';
  else if (!EMAIL.test(email))
    errors.email = 'Please enter a valid e-mail address, like name@example.com.';

  if (phone) {
    const digits = phone.replace(/\D/g, '').length;
    if (!PHONE.test(phone) || digits < 7 || phone.length > ENQUIRY_LIMITS.phone)
      errors.phone = 'Please enter a valid phone number (digits, spaces, +, - and brackets).';
  }

  if (!subject) errors.subject = 'Please tell us the subject or the course you are asking about.';
  else if (subject.length > ENQUIRY_LIMITS.subject)
    errors.subject = `The subject can be at most ${ENQUIRY_LIMITS.subject} characters.`;

  if (!message) errors.message = 'Please write your message.';
  else if (message.length < ENQUIRY_LIMITS.minMessage)
    errors.message = `Please tell us a little more (at least ${ENQUIRY_LIMITS.minMessage} characters).`;
  else if (message.length > ENQUIRY_LIMITS.message)
    errors.message = `Your message can be at most ${ENQUIRY_LIMITS.message} characters.`;

  return errors;
}

export async function sendEnquiry(form: EnquiryForm): Promise<string> {
  const phone = form.phone.trim();
  const body: Enquiry = {
    name: form.name.trim(),
    email: form.email.trim(),
    ...(phone ? { phone } : {}),
    subject: form.subject.trim(),
    message: form.message.trim(),
  };
  const { data } = await http.post<{ success: boolean; message?: string }>('/enquiries', body);
  return data?.message || 'Thank you! We will get back to you soon.';
}
