import { defineDictionary } from 'shared';

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

export const footerMessages = defineDictionary<FooterKey>(footerEn, {
  hi: () => import(/* webpackChunkName: "footer-hi" */ './footer-i18n/hi'),
  nl: () => import(/* webpackChunkName: "footer-nl" */ './footer-i18n/nl'),
  fr: () => import(/* webpackChunkName: "footer-fr" */ './footer-i18n/fr'),
  pt: () => import(/* webpackChunkName: "footer-pt" */ './footer-i18n/pt'),
  it: () => import(/* webpackChunkName: "footer-it" */ './footer-i18n/it'),
  ar: () => import(/* webpackChunkName: "footer-ar" */ './footer-i18n/ar'),
});
