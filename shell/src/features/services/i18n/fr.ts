import type { Translated } from 'shared/structured-texts';
import type { servicesEn } from './en';

// French (vous).
const texts: Translated<typeof servicesEn> = {
  title: 'Nos services',
  description:
    'Formation informatique, vouchers de certification, cloud, marketing digital, développement web et services logiciels depuis New Delhi.',
  lead: 'Au-delà de la formation certifiante, nous concevons et exploitons des solutions technologiques pour les entreprises : les ingénieurs qui animent nos formations réalisent aussi nos projets clients.',
  services: {
    'cloud-services': {
      title: 'Services cloud',
      summary:
        'Migration vers AWS, Microsoft Azure ou Google Cloud, hébergement et infogérance pour les TPE et PME.',
      more: 'En savoir plus sur nos services cloud',
      ask: 'Se renseigner sur nos services cloud',
      sections: [
        {
          heading: 'Ce que nous faisons',
          items: [
            'Évaluation de votre maturité cloud et plan de migration chiffré',
            'Migration à l’identique (lift-and-shift) et modernisation d’applications web et de bases de données',
            'Mise en place de Microsoft 365 et d’Azure Active Directory pour vos bureaux',
            'Sauvegardes, supervision et rapport mensuel des coûts',
            'Socles de sécurité conformes aux pratiques de CompTIA Cloud+ et de l’ISO/IEC 27017',
          ],
        },
        {
          heading: 'Déroulement d’une mission',
          paragraphs: [
            'Nous commençons par un audit de deux semaines de vos serveurs, applications et licences, puis nous convenons d’un plan de migration avec des jalons fixes. Après la mise en production, nos ingénieurs restent disponibles pendant une période de transition et peuvent prendre en charge l’exploitation courante dans le cadre d’un forfait mensuel.',
          ],
        },
      ],
    },
    'digital-marketing': {
      title: 'Marketing digital',
      summary:
        'Référencement naturel, campagnes payantes, réseaux sociaux et contenus qui génèrent des demandes, pas seulement des clics.',
      more: 'En savoir plus sur le marketing digital',
      ask: 'Se renseigner sur le marketing digital',
      sections: [
        {
          heading: 'Ce que nous faisons',
          items: [
            'Audits SEO techniques et optimisation on-page',
            'Campagnes Google Ads et Meta avec suivi des conversions',
            'Calendriers éditoriaux pour LinkedIn, Instagram et Facebook',
            'Articles de blog et pages d’atterrissage rédigés pour vos clients',
            'Rapports mensuels clairs : prospects, coût par prospect et prochaines étapes',
          ],
        },
        {
          heading: 'Pour qui',
          paragraphs: [
            'Centres de formation, cliniques, commerces et entreprises B2B de Delhi NCR et de toute l’Inde qui veulent recevoir, via leur site, un flux régulier de demandes qualifiées.',
          ],
        },
      ],
    },
    'web-development': {
      title: 'Développement web',
      summary:
        'Sites et applications web rapides et accessibles, en React, Node.js et WordPress, conçus pour être faciles à maintenir.',
      more: 'En savoir plus sur le développement web',
      ask: 'Se renseigner sur le développement web',
      sections: [
        {
          heading: 'Ce que nous réalisons',
          items: [
            'Sites d’entreprise et pages d’atterrissage',
            'Boutiques en ligne avec paiement Razorpay, PayPal et carte bancaire',
            'Espaces clients, systèmes de réservation et tableaux de bord',
            'Plateformes d’apprentissage (LMS) pour les organismes de formation',
          ],
        },
        {
          heading: 'Notre méthode',
          paragraphs: [
            'Chaque projet commence par un prototype cliquable que vous pouvez tester. Nous avançons par courtes itérations, testons sur de vrais téléphones, respectons les règles d’accessibilité WCAG et vous remettons le code source et la documentation à la fin du projet.',
          ],
        },
      ],
    },
    'software-services': {
      title: 'Services logiciels',
      summary:
        'Logiciels sur mesure, intégrations avec Tally et vos autres outils de gestion, et maintenance à long terme de vos applications existantes.',
      more: 'En savoir plus sur nos services logiciels',
      ask: 'Se renseigner sur nos services logiciels',
      sections: [
        {
          heading: 'Ce que nous faisons',
          items: [
            'Applications de gestion sur mesure : stocks, facturation, RH',
            'Intégrations entre Tally, CRM, passerelles de paiement et messagerie',
            'Applications mobiles, simulations et jeux de formation sous Unity',
            'Maintenance, mises à jour et correctifs de sécurité de vos systèmes existants',
          ],
        },
        {
          heading: 'Un support sur lequel compter',
          paragraphs: [
            'Nos contrats de support comprennent un ingénieur attitré, des délais de réponse garantis et un récapitulatif mensuel des modifications apportées à vos logiciels.',
          ],
        },
      ],
    },
    'it-training': {
      title: 'Formation et certification informatiques',
      summary:
        'Formations certifiantes CompTIA et PECB avec formateur, développement de jeux sous Unity, comptabilité Tally et formations Microsoft, en salle à New Delhi ou en direct en ligne.',
      more: 'En savoir plus sur la formation et la certification informatiques',
      ask: 'Se renseigner sur la formation et la certification informatiques',
      sections: [
        {
          heading: 'Nos formations',
          items: [
            'CompTIA A+, Network+, Security+, CySA+, PenTest+, Cloud+ et CASP+',
            'PECB ISO/IEC 27001, ISO 9001, ISO 22301, ISO/IEC 42001 et RGPD',
            'Développement de jeux sous Unity, de la première scène au jeu publié',
            'Tally Prime avec la GST pour les comptables et les dirigeants de petites entreprises',
            'Microsoft 365, Excel et les fondamentaux d’Azure',
          ],
        },
        {
          heading: 'Sessions intra-entreprise',
          paragraphs: [
            'Nous organisons des sessions privées pour les entreprises, dans notre centre ou dans vos locaux, avec une évaluation des compétences avant la formation et un bilan pour chaque participant à l’issue de celle-ci.',
          ],
        },
      ],
    },
    'certification-vouchers': {
      title: 'Vouchers d’examen de certification',
      summary:
        'Vouchers d’examen officiels CompTIA et PECB aux tarifs agréés, avec une aide pour réserver votre créneau d’examen.',
      more: 'En savoir plus sur les vouchers d’examen de certification',
      ask: 'Se renseigner sur les vouchers d’examen de certification',
      sections: [
        {
          heading: 'Comment ça marche',
          items: [
            'Choisissez votre examen et payez par PayPal, carte bancaire ou virement bancaire',
            'Recevez le code du voucher par e-mail, généralement le jour ouvré même',
            'Nous vous aidons à réserver un centre d’examen ou un créneau surveillé en ligne',
            'Un examen blanc offert avec chaque voucher acheté avec une formation',
          ],
        },
      ],
    },
  },
};

export default texts;
