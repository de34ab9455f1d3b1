/** The footer's texts: in the footer's chunk (loaded when the page is idle), not the chrome's. */
export const footerEn = {
  footerContact: 'Contact',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  hours: 'Working hours',
  office: 'Office',
  footerAbout: 'About',
  aboutBlurb:
    'IT training, CompTIA and PECB certification vouchers, internships and software and web development services from our office in New Delhi.',
  followUs: 'Follow us',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  links: 'Links',
  faq: 'FAQ',
  contactUs: 'Contact Us',
  policy: 'Policy',
  career: 'Career',
  employee: 'Employee',
  certificate: 'Certificate',
  explore: 'Explore',
  whatWeDo: 'What We Do',
  resources: 'Resources',
  internship: 'Internship',
  partners: 'Partners',
  gallery: 'Gallery',
  mapTitle: 'Map of our office in New Delhi',
  findUs: 'Find us',
  rights: 'All rights reserved.',
};

export type FooterKey = keyof typeof footerEn;
export type FooterTexts = Record<FooterKey, string>;
