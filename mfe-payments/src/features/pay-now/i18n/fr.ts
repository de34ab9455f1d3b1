import type { Messages } from 'shared';
import type { PayNowKey } from './en';

const messages: Messages<PayNowKey> = {
  payNow: 'Payer maintenant',
  paymentOptions: 'Moyens de paiement',
  paypal: 'PayPal',
  card: 'Carte de crédit / débit (Stripe)',
  bank: 'Virement bancaire',
  newTab: "(s'ouvre dans un nouvel onglet)",
  bankTitle: 'Coordonnées pour le virement bancaire',
  bankIntro:
    'Utilisez ces coordonnées pour un virement bancaire direct, puis envoyez-nous la référence du paiement par e-mail.',
  accountNumber: 'Numéro de compte',
  bankName: 'Nom de la banque',
  branchName: "Nom de l'agence",
  accountHolder: 'Titulaire du compte',
  ifsc: 'Code IFSC',
  email: 'E-MAIL',
  copy: 'Copier',
  copyField: 'Copier {label}',
  fieldCopied: '{label} copié',
  copyAll: 'Copier toutes les coordonnées',
  copied: 'Coordonnées copiées !',
  copyManually:
    "La copie n'a pas été autorisée. Les coordonnées sont sélectionnées : appuyez sur Ctrl+C (⌘C sur Mac) pour copier.",
  close: 'Fermer',
};

export default messages;
