import type { FooterTexts } from './en';

// Portuguese.
const texts: FooterTexts = {
  footerContact: 'Contacto',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  hours: 'Horário',
  office: 'Escritório',
  footerAbout: 'Sobre',
  aboutBlurb:
    'Formação em TI, vouchers de certificação CompTIA e PECB, estágios e serviços de desenvolvimento de software e web a partir do nosso escritório em Nova Deli.',
  followUs: 'Siga-nos',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  links: 'Ligações',
  faq: 'Perguntas frequentes',
  contactUs: 'Contacte-nos',
  policy: 'Política',
  career: 'Carreiras',
  employee: 'Colaboradores',
  certificate: 'Certificado',
  explore: 'Explorar',
  whatWeDo: 'O que fazemos',
  resources: 'Recursos',
  internship: 'Estágios',
  partners: 'Parceiros',
  gallery: 'Galeria',
  mapTitle: 'Mapa do nosso escritório em Nova Deli',
  findUs: 'Onde estamos',
  rights: 'Todos os direitos reservados.',
};

export default texts;
