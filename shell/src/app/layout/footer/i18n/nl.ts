import type { FooterTexts } from './en';

// Dutch.
const texts: FooterTexts = {
  footerContact: 'Contact',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  hours: 'Openingstijden',
  office: 'Kantoor',
  footerAbout: 'Over ons',
  aboutBlurb:
    'IT-trainingen, CompTIA- en PECB-certificeringsvouchers, stages en software- en webontwikkeling vanuit ons kantoor in New Delhi.',
  followUs: 'Volg ons',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  links: 'Links',
  faq: 'Veelgestelde vragen',
  contactUs: 'Neem contact op',
  policy: 'Beleid',
  career: 'Carrière',
  employee: 'Medewerkers',
  certificate: 'Certificaat',
  explore: 'Ontdekken',
  whatWeDo: 'Wat we doen',
  resources: 'Bronnen',
  internship: 'Stage',
  partners: 'Partners',
  gallery: 'Galerij',
  mapTitle: 'Kaart van ons kantoor in New Delhi',
  findUs: 'Hier vindt u ons',
  rights: 'Alle rechten voorbehouden.',
};

export default texts;
