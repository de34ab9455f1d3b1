import type { Translated } from 'shared/structured-texts';
import type { textPagesEn } from './en';

// French (vous).
const texts: Translated<typeof textPagesEn> = {
  terms: {
    title: 'Conditions générales',
    description:
      'Les conditions qui s’appliquent lorsque vous vous inscrivez à nos formations, achetez des vouchers d’examen ou faites appel à nos services.',
    sections: [
      {
        heading: 'Inscription',
        paragraphs: [
          'Votre place dans une session est confirmée dès réception des frais de formation ou du premier versement convenu. Nous confirmons chaque inscription par e-mail, avec les dates et horaires de la session et les modalités pour la rejoindre.',
        ],
      },
      {
        heading: 'Déroulement des formations',
        items: [
          'Les cours ont lieu dans notre centre de New Delhi ou en direct en ligne, comme indiqué pour chaque session.',
          'Si un formateur est indisponible, nous reprogrammons la séance ou assurons son remplacement par un formateur qualifié.',
          'Les enregistrements des séances en ligne sont destinés à vos révisions personnelles et ne doivent pas être partagés.',
        ],
      },
      {
        heading: 'Vouchers d’examen',
        paragraphs: [
          'Les vouchers sont émis par CompTIA, PECB et d’autres organismes de certification selon leurs propres conditions, notamment leur durée de validité et les règles de repassage. Nous vous transmettons ces conditions lors de l’émission du voucher.',
        ],
      },
      {
        heading: 'Certificats',
        paragraphs: [
          'Nos certificats de fin de formation sont délivrés aux apprenants qui ont assisté à au moins 80 % des séances et réalisé les travaux pratiques. Chacun porte un identifiant vérifiable sur la page « Vérifier un certificat ».',
        ],
      },
      {
        heading: 'Services aux entreprises',
        paragraphs: [
          'Les projets de développement web, de cloud, de marketing digital et de logiciel sont régis par la proposition et le cahier des charges signés pour chaque projet.',
        ],
      },
    ],
    cta: 'Une question ? Contactez-nous',
  },
  policies: {
    title: 'Nos politiques',
    description:
      'Nos politiques de remboursement, de confidentialité et notre code de conduite pour les apprenants et les clients.',
    sections: [
      {
        heading: 'Remboursements et changements de session',
        items: [
          'Remboursement intégral des frais de formation jusqu’à sept jours avant le début de la session.',
          'Ensuite, transfert gratuit vers une session ultérieure dans un délai de six mois.',
          'Les vouchers d’examen ne sont plus remboursables une fois le code du voucher émis.',
        ],
      },
      {
        heading: 'Confidentialité',
        paragraphs: [
          'Nous utilisons votre nom, votre adresse e-mail et votre numéro de téléphone pour organiser votre formation, délivrer votre certificat et répondre à vos demandes. Nous ne vendons pas vos données. Vous pouvez à tout moment nous demander une copie des données que nous détenons sur vous ou leur suppression.',
        ],
      },
      {
        heading: 'Code de conduite',
        paragraphs: [
          'Nous attendons un comportement respectueux en cours, en ligne et dans nos labs. Les environnements de lab servent uniquement à la formation ; toute tentative d’attaque de systèmes hors du périmètre du lab met fin à votre inscription.',
        ],
      },
    ],
  },
  careers: {
    title: 'Carrières',
    description:
      'Rejoignez notre équipe de formateurs, de développeurs et de conseillers à New Delhi. Postes ouverts et modalités de candidature.',
    sections: [
      {
        heading: 'Postes ouverts',
        items: [
          'Formateur en cybersécurité (certifié CompTIA Security+, CySA+ ou PenTest+), temps plein',
          'Auditeur principal et formateur ISO 27001, temps partiel',
          'Développeur React et Node.js, 2 ans d’expérience ou plus',
          'Développeur et formateur Unity, temps plein',
          'Conseiller en formation parlant couramment anglais et hindi',
        ],
      },
      {
        heading: 'Pourquoi nous rejoindre',
        paragraphs: [
          'Vous enseignez et vous construisez : nos formateurs consacrent une partie de leur temps aux projets clients, et nos développeurs contribuent aux formations. Nous prenons en charge les certifications que vous passez pendant que vous travaillez avec nous.',
        ],
      },
      {
        heading: 'Comment postuler',
        paragraphs: [
          'Envoyez votre CV et le poste visé via le formulaire de contact. Nous répondons à chaque candidature sous deux semaines.',
        ],
      },
    ],
    cta: 'Postuler via le formulaire de contact',
  },
  partners: {
    title: 'Partenaires',
    description:
      'Les organismes de certification, les entreprises technologiques et les établissements d’enseignement avec lesquels nous travaillons en Inde et à l’étranger.',
    sections: [
      {
        heading: 'Organismes de certification',
        items: [
          'CompTIA : partenaire agréé de formation et de vouchers',
          'PECB : partenaire de formation agréé pour les normes ISO, la protection des données et la cybersécurité',
        ],
      },
      {
        heading: 'Technologie',
        items: [
          'Microsoft : formations aux fondamentaux de Microsoft 365 et d’Azure',
          'Unity : programme de développement de jeux',
          'Tally Solutions : Tally Prime et comptabilité GST',
        ],
      },
      {
        heading: 'Devenir partenaire',
        paragraphs: [
          'Établissements d’enseignement, centres de formation et entreprises peuvent s’associer à nous pour des sessions sur campus, des formations en entreprise ou des programmes de parrainage. Présentez-nous votre organisation et nous organiserons un appel.',
        ],
      },
    ],
    cta: 'Parlons d’un partenariat',
  },
  employee: {
    title: 'Espace salariés',
    description: 'Informations pour nos formateurs, nos développeurs et notre personnel.',
    sections: [
      {
        heading: 'Horaires de travail',
        paragraphs: [
          'Les bureaux et le centre de formation sont ouverts du lundi au samedi, de 11 h à 19 h. Les horaires des sessions en dehors de ces heures sont convenus avec le responsable du centre.',
        ],
      },
      {
        heading: 'Pour les formateurs',
        items: [
          'Saisissez les présences et l’avancement des labs de chaque session avant la fin de chaque semaine.',
          'Demandez les vouchers d’examen de vos apprenants au moins cinq jours ouvrés avant l’examen.',
          'Signalez le jour même les problèmes d’environnement de lab au support informatique.',
        ],
      },
      {
        heading: 'Budget formation',
        paragraphs: [
          'Chaque salarié peut passer un examen de certification par an aux frais de l’entreprise. Les évaluations internes sont listées dans « Examens internes ».',
        ],
      },
    ],
    cta: 'Voir les examens internes',
  },
  internship: {
    title: 'Stage',
    description:
      'Stages de trois et six mois en développement web, cloud, marketing digital et cybersécurité à New Delhi.',
    sections: [
      {
        heading: 'Parcours',
        items: [
          'Développement web : React, Node.js et bases de données sur de vrais sites clients',
          'Exploitation cloud : déploiements AWS et Azure, supervision et sauvegardes',
          'Marketing digital : SEO, campagnes et analyse d’audience pour nos clients',
          'Cybersécurité : analyse de vulnérabilités et durcissement dans notre lab',
          'Développement de jeux : réalisation d’un jeu complet sous Unity',
        ],
      },
      {
        heading: 'Ce que vous obtenez',
        items: [
          'Un tuteur qui relit votre travail chaque semaine',
          'Une attestation de stage avec un identifiant vérifiable',
          'Une gratification pour les stages de six mois, selon vos résultats',
          'Une priorité sur les postes à temps plein dès qu’ils s’ouvrent',
        ],
      },
      {
        heading: 'Qui peut postuler',
        paragraphs: [
          'Les étudiants en dernière année et les jeunes diplômés de B.Tech, BCA, MCA, B.Sc. IT et formations similaires. Les promotions démarrent chaque année en janvier, avril, juillet et octobre.',
        ],
      },
    ],
    cta: 'Postuler à un stage',
  },
};

export default texts;
