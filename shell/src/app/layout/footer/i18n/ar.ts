import type { FooterTexts } from './en';

// Arabic (the layout mirrors: the document direction is rtl).
const texts: FooterTexts = {
  footerContact: 'التواصل',
  email: 'البريد الإلكتروني',
  whatsapp: 'WhatsApp',
  hours: 'ساعات العمل',
  office: 'المكتب',
  footerAbout: 'من نحن',
  aboutBlurb:
    'تدريب في تقنية المعلومات، وقسائم شهادات CompTIA وPECB، وتدريب عملي، وخدمات تطوير البرمجيات والمواقع من مكتبنا في نيودلهي.',
  followUs: 'تابعنا',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  links: 'روابط',
  faq: 'الأسئلة الشائعة',
  contactUs: 'اتصل بنا',
  policy: 'السياسة',
  career: 'الوظائف',
  employee: 'الموظفون',
  certificate: 'الشهادة',
  explore: 'استكشف',
  whatWeDo: 'ماذا نقدم',
  resources: 'المصادر',
  internship: 'التدريب العملي',
  partners: 'الشركاء',
  gallery: 'المعرض',
  mapTitle: 'خريطة مكتبنا في نيودلهي',
  findUs: 'موقعنا',
  rights: 'جميع الحقوق محفوظة.',
};

export default texts;
