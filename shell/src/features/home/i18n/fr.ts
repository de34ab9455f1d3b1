import type { HomeKey } from './en';

// French.
const fr: Record<HomeKey, string> = {
  metaDescription:
    'Formations certifiantes CompTIA et PECB, cours Unity, Tally et Microsoft, stages et services informatiques à New Delhi.',
  lead: 'Formation et certification informatiques à New Delhi : cursus CompTIA et PECB avec vouchers d’examen, développement de jeux sous Unity, comptabilité avec Tally et formations Microsoft, stages, ainsi que les services web, cloud, marketing digital et logiciels que nos formateurs réalisent pour leurs clients.',
  browseComptia: 'Voir les formations CompTIA',
  explorePecb: 'Découvrir les certifications PECB',
  verifyCertificate: 'Vérifier un certificat',
  coursesHeading: 'Domaines de formation',
  comptiaTitle: 'Certifications CompTIA',
  comptiaText:
    'De A+ et Network+ pour débuter dans l’informatique à Security+, CySA+, PenTest+ et CASP+ pour les métiers de la cybersécurité.',
  allComptia: 'Toutes les certifications CompTIA',
  pecbTitle: 'Certifications PECB',
  pecbText:
    'ISO/IEC 27001, ISO 9001, ISO 22301, RGPD, management de l’IA et plus encore : parcours Lead Implementer et Lead Auditor.',
  browsePecb: 'Voir les formations PECB',
  otherTitle: 'Unity, Tally et Microsoft',
  otherText:
    'Développement de jeux sous Unity, comptabilité avec Tally Prime et la GST, compétences Microsoft 365 et Azure pour l’entreprise.',
  askCourses: 'Se renseigner sur ces formations',
  internshipsTitle: 'Stages',
  internshipsText:
    'Stages de trois ou six mois en développement web, exploitation cloud et cybersécurité, sur de vrais projets clients.',
  seeInternships: 'Voir les stages',
  servicesHeading: 'Services aux entreprises',
  cloudTitle: 'Services cloud',
  cloudSummary:
    'Migration vers AWS, Microsoft Azure ou Google Cloud, hébergement et infogérance pour les TPE et PME.',
  cloudLink: 'En savoir plus sur les services cloud',
  marketingTitle: 'Marketing digital',
  marketingSummary:
    'Référencement naturel, campagnes payantes, réseaux sociaux et contenus qui génèrent des demandes, pas seulement des clics.',
  marketingLink: 'En savoir plus sur le marketing digital',
  webTitle: 'Développement web',
  webSummary:
    'Sites et applications web rapides et accessibles en React, Node.js et WordPress, conçus pour être faciles à maintenir.',
  webLink: 'En savoir plus sur le développement web',
  softwareTitle: 'Services logiciels',
  softwareSummary:
    'Logiciels sur mesure, intégrations avec Tally et d’autres outils de gestion, et maintenance à long terme des applications existantes.',
  softwareLink: 'En savoir plus sur les services logiciels',
  whyHeading: 'Pourquoi se former chez nous',
  trainersTitle: 'Formateurs certifiés',
  trainersText:
    'Chaque formateur détient la certification qu’il enseigne et travaille sur des projets clients entre deux sessions.',
  labsTitle: 'Des labs, pas des slides',
  labsText:
    'La moitié de chaque formation est pratique : vrais commutateurs, comptes cloud, projets Unity et sociétés sous Tally.',
  vouchersTitle: 'Vouchers d’examen inclus',
  vouchersText:
    'Vouchers d’examen officiels aux tarifs agréés, avec un examen blanc et de l’aide pour réserver votre créneau.',
  batchesTitle: 'Sessions flexibles',
  batchesText:
    'Sessions en semaine, le week-end et en ligne en direct, ainsi que des sessions privées pour les entreprises.',
  testimonialsHeading: 'Ce qu’en disent nos apprenants',
  quoteRohit:
    'Les labs Security+ correspondaient exactement aux questions de l’examen. Je l’ai réussi du premier coup et j’ai rejoint un SOC deux mois plus tard.',
  quoteMeera:
    'Notre session ISO 27001 Lead Implementer a été organisée pour toute notre équipe conformité. Concrète, bien organisée et riche en exemples d’audits réels.',
  quoteAnjali:
    'Je suis venue pour Tally avec la GST et je tiens aujourd’hui seule la comptabilité de trois petites entreprises.',
  readReviews: 'Lire tous les avis',
  ctaHeading: 'Prêt à vous certifier ?',
  ctaText:
    'Dites-nous quelle formation ou quel service vous intéresse : notre équipe vous rappelle sous un jour ouvré.',
  ctaLink: 'Nous envoyer une demande',
};

export default fr;
