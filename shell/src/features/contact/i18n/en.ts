/** The contact page's English texts; the other six languages translate every key (./i18n). */
export const contactEn = {
  title: 'Contact us',
  metaDescription:
    'Ask about a CompTIA or PECB course, an exam voucher, an internship or a project. We reply within one working day.',
  lead: 'Ask about a course, an exam voucher, an internship or a project. Our team replies within one working day.',
  form: 'Enquiry form',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  optional: '(optional)',
  subject: 'Subject or course',
  message: 'Message',
  sending: 'Sending…',
  send: 'Send enquiry',
  direct: 'Reach us directly',
  emailLine: 'E-mail:',
  phoneLine: 'Phone:',
  thanks: 'Thank you! We will get back to you soon.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Your name can be at most {max} characters.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
  phoneInvalid: 'Please enter a valid phone number (digits, spaces, +, - and brackets).',
  subjectRequired: 'Please tell us the subject or the course you are asking about.',
  subjectTooLong: 'The subject can be at most {max} characters.',
  messageRequired: 'Please write your message.',
  messageTooShort: 'Please tell us a little more (at least {min} characters).',
  messageTooLong: 'Your message can be at most {max} characters.',
  tooFast: 'That was quick! Please wait a few seconds, check your message and send it again.',
  tokenInvalid:
    'This form could not be checked. Please send it again; if it happens again, reload the page.',
  tokenExpired: 'This page was open too long. Please send the form again.',
  honeypot: 'Website (leave this empty)',
};

export type ContactKey = keyof typeof contactEn;
export type ContactTexts = Record<ContactKey, string>;
