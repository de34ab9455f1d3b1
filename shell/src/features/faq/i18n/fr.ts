import type { Translated } from 'shared/structured-texts';
import type { faqEn } from './en';

// French (vous).
const texts: Translated<typeof faqEn> = {
  title: 'Questions fréquentes',
  description:
    'Nos réponses sur les formations, les vouchers d’examen, les sessions en ligne, les paiements, les certificats et les remboursements.',
  lead: 'Les réponses aux questions que nos apprenants nous posent le plus souvent sur les formations, les examens, les paiements et les certificats.',
  entries: [
    {
      question: 'Vos formations incluent-elles le voucher d’examen de certification ?',
      answer:
        'La plupart des formations CompTIA et PECB peuvent être réservées avec ou sans le voucher d’examen officiel. Avec le voucher, vous bénéficiez aussi d’un examen blanc et d’une aide pour réserver votre créneau d’examen.',
    },
    {
      question: 'Puis-je suivre la formation en ligne au lieu de venir au centre de New Delhi ?',
      answer:
        'Oui. Chaque session a lieu en direct en ligne comme en salle, avec le même formateur, les mêmes labs et l’enregistrement de chaque séance pour vos révisions.',
    },
    {
      question: 'Combien de temps dure une formation CompTIA Security+ ?',
      answer:
        'La session en semaine dure cinq semaines, à raison de deux heures par jour ; la session du week-end s’étale sur six week-ends. Les deux comprennent environ 20 heures de labs pratiques.',
    },
    {
      question: 'Je n’ai aucune expérience en informatique. Par où commencer ?',
      answer:
        'CompTIA A+ est le point de départ habituel, suivi de Network+ et Security+. Réservez un entretien d’orientation gratuit : un formateur vous proposera un parcours adapté à vos objectifs.',
    },
    {
      question: 'Proposez-vous aussi des formations Unity, Tally et Microsoft ?',
      answer:
        'Oui. Nous proposons le développement de jeux sous Unity, du niveau débutant jusqu’au portfolio, Tally Prime avec la GST pour les comptables et les chefs d’entreprise, ainsi que les fondamentaux de Microsoft 365, Excel et Azure.',
    },
    {
      question: 'Comment payer une formation ?',
      answer:
        'Vous pouvez payer par PayPal, par carte de crédit ou de débit sur la page sécurisée du prestataire de paiement, ou par virement bancaire. Le menu « Payer maintenant », en haut de chaque page, propose ces trois moyens.',
    },
    {
      question: 'Comment un employeur peut-il vérifier mon certificat ?',
      answer:
        'Chaque certificat que nous délivrons porte un identifiant unique. N’importe qui peut le vérifier sur notre page « Vérifier un certificat » et télécharger une copie PDF des informations vérifiées.',
    },
    {
      question: 'Proposez-vous des stages ?',
      answer:
        'Nous proposons des stages de trois et six mois en développement web, exploitation cloud, marketing digital et cybersécurité, sur de vrais projets clients et sous la conduite d’un tuteur.',
    },
    {
      question: 'Quelle est votre politique de remboursement ?',
      answer:
        'Le remboursement intégral est possible jusqu’à sept jours avant le début d’une session ; au-delà, vous pouvez passer gratuitement à une session ultérieure. Les vouchers d’examen ne sont plus remboursables une fois émis. Tous les détails figurent dans « Nos politiques ».',
    },
  ],
};

export default texts;
