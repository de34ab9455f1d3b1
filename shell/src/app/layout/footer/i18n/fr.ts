import type { FooterTexts } from './en';

// French.
const texts: FooterTexts = {
  footerContact: 'Contact',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  hours: "Heures d'ouverture",
  office: 'Bureau',
  footerAbout: 'À propos',
  aboutBlurb:
    'Formations informatiques, vouchers de certification CompTIA et PECB, stages et services de développement logiciel et web depuis notre bureau de New Delhi.',
  followUs: 'Suivez-nous',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  links: 'Liens',
  faq: 'FAQ',
  contactUs: 'Nous contacter',
  policy: 'Politique',
  career: 'Carrières',
  employee: 'Employés',
  certificate: 'Certificat',
  explore: 'Découvrir',
  whatWeDo: 'Ce que nous faisons',
  resources: 'Ressources',
  internship: 'Stages',
  partners: 'Partenaires',
  gallery: 'Galerie',
  mapTitle: 'Plan de notre bureau à New Delhi',
  findUs: 'Nous trouver',
  rights: 'Tous droits réservés.',
};

export default texts;
