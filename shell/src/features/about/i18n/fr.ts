import type { AboutKey } from './en';

const fr: Record<AboutKey, string> = {
  title: 'À propos de nous',
  metaDescription:
    'Une entreprise de formation, de certification et de services informatiques à New Delhi : cours CompTIA et PECB, stages et développement.',
  lead: 'Nous sommes une entreprise de formation et de services informatiques basée à New Delhi. Depuis notre création, des milliers d’apprenants ont préparé avec nous leurs certifications CompTIA et PECB, et des entreprises confient à nos ingénieurs leurs sites web, leur cloud et leurs logiciels.',
  missionTitle: 'Notre mission',
  missionText:
    'Rendre les compétences informatiques reconnues internationalement concrètes et abordables : chaque cours associe un formateur expérimenté, des travaux pratiques et un examen de certification officiel.',
  teachTitle: 'Ce que nous enseignons',
  teachComptia: 'Les certifications CompTIA, de A+ et Network+ à Security+, CySA+ et CASP+',
  teachPecb:
    'Les certifications PECB en ISO/IEC 27001, ISO 9001, ISO 22301, protection des données et management de l’IA',
  teachUnity: 'Le développement de jeux avec Unity',
  teachTally: 'La comptabilité avec Tally Prime et la GST',
  teachMicrosoft: 'Les formations Microsoft 365 et Azure',
  servicesTitle: 'Ce que nous réalisons',
  servicesText:
    'Notre équipe de développement réalise des sites et applications web, des services cloud, du marketing digital et des logiciels sur mesure pour des clients en Inde et à l’étranger. Les stagiaires participent à ces projets et apprennent sur de vrais cas.',
  valuesTitle: 'Nos valeurs',
  valuePractical: 'La pratique d’abord : la moitié de chaque cours se déroule en laboratoire.',
  valueHonest:
    'Des conseils honnêtes : nous recommandons la certification adaptée à votre carrière, pas la plus chère.',
  valueSupport: 'Un suivi après le cours : des séances de questions jusqu’à votre examen.',
  visitTitle: 'Venez nous voir',
  visitText:
    'Notre centre de formation se trouve à New Delhi et il est ouvert du lundi au samedi, de 11 h à 19 h. Vous êtes les bienvenus pour un entretien d’orientation gratuit.',
  contactLink: 'Nous contacter',
};

export default fr;
