import type { ContactTexts } from './en';

// Arabic (Modern Standard Arabic).
const ar: ContactTexts = {
  title: 'اتصل بنا',
  metaDescription:
    'استفسر عن دورة CompTIA أو PECB، أو قسيمة امتحان، أو برنامج تدريب عملي، أو مشروع. نردّ خلال يوم عمل واحد.',
  lead: 'استفسر عن دورة أو قسيمة امتحان أو برنامج تدريب عملي أو مشروع. يردّ فريقنا خلال يوم عمل واحد.',
  form: 'نموذج الاستفسار',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  optional: '(اختياري)',
  subject: 'الموضوع أو الدورة',
  message: 'الرسالة',
  sending: 'جارٍ الإرسال…',
  send: 'أرسل الاستفسار',
  direct: 'تواصل معنا مباشرةً',
  emailLine: 'البريد الإلكتروني:',
  phoneLine: 'الهاتف:',
  thanks: 'شكرًا لك! سنتواصل معك قريبًا.',
  nameRequired: 'يُرجى إدخال اسمك.',
  nameTooLong: 'يمكن أن يتكوّن اسمك من {max} حرفًا على الأكثر.',
  emailRequired: 'يُرجى إدخال بريدك الإلكتروني.',
  emailInvalid: 'يُرجى إدخال بريد إلكتروني صالح، مثل name@example.com.',
  phoneInvalid: 'يُرجى إدخال رقم هاتف صالح (أرقام ومسافات و+ و- وأقواس).',
  subjectRequired: 'يُرجى ذكر الموضوع أو الدورة التي تستفسر عنها.',
  subjectTooLong: 'يمكن أن يتكوّن الموضوع من {max} حرفًا على الأكثر.',
  messageRequired: 'يُرجى كتابة رسالتك.',
  messageTooShort: 'أخبرنا بالمزيد قليلًا (على الأقل {min} أحرف).',
  messageTooLong: 'يمكن أن تتكوّن رسالتك من {max} حرفًا على الأكثر.',
};

export default ar;
