import type { FooterTexts } from './en';

// Italian.
const texts: FooterTexts = {
  footerContact: 'Contatti',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  hours: 'Orari',
  office: 'Sede',
  footerAbout: 'Chi siamo',
  aboutBlurb:
    'Formazione informatica, voucher di certificazione CompTIA e PECB, tirocini e servizi di sviluppo software e web dalla nostra sede di Nuova Delhi.',
  followUs: 'Seguici',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  links: 'Link',
  faq: 'Domande frequenti',
  contactUs: 'Contattaci',
  policy: 'Informativa',
  career: 'Carriere',
  employee: 'Dipendenti',
  certificate: 'Certificato',
  explore: 'Esplora',
  whatWeDo: 'Cosa facciamo',
  resources: 'Risorse',
  internship: 'Tirocini',
  partners: 'Partner',
  gallery: 'Galleria',
  mapTitle: 'Mappa della nostra sede a Nuova Delhi',
  findUs: 'Dove siamo',
  rights: 'Tutti i diritti riservati.',
};

export default texts;
