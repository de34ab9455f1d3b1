import type { ContactTexts } from './en';

// French.
const fr: ContactTexts = {
  title: 'Nous contacter',
  metaDescription:
    'Une question sur une formation CompTIA ou PECB, un voucher d’examen, un stage ou un projet ? Nous répondons sous un jour ouvré.',
  lead: 'Une question sur une formation, un voucher d’examen, un stage ou un projet ? Notre équipe répond sous un jour ouvré.',
  form: 'Formulaire de demande',
  name: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  optional: '(facultatif)',
  subject: 'Objet ou formation',
  message: 'Message',
  sending: 'Envoi en cours…',
  send: 'Envoyer la demande',
  direct: 'Nous joindre directement',
  emailLine: 'E-mail :',
  phoneLine: 'Téléphone :',
  thanks: 'Merci ! Nous vous répondrons très vite.',
  nameRequired: 'Veuillez indiquer votre nom.',
  nameTooLong: 'Votre nom ne peut pas dépasser {max} caractères.',
  emailRequired: 'Veuillez indiquer votre adresse e-mail.',
  emailInvalid: 'Veuillez indiquer une adresse e-mail valide, comme nom@exemple.fr.',
  phoneInvalid:
    'Veuillez indiquer un numéro de téléphone valide (chiffres, espaces, +, - et parenthèses).',
  subjectRequired: 'Veuillez indiquer l’objet ou la formation qui vous intéresse.',
  subjectTooLong: 'L’objet ne peut pas dépasser {max} caractères.',
  messageRequired: 'Veuillez écrire votre message.',
  messageTooShort: 'Dites-nous-en un peu plus (au moins {min} caractères).',
  messageTooLong: 'Votre message ne peut pas dépasser {max} caractères.',
  tooFast: 'C’était rapide ! Patientez quelques secondes, relisez votre message et renvoyez-le.',
  tokenInvalid:
    'Ce formulaire n’a pas pu être vérifié. Renvoyez-le ; si cela se reproduit, rechargez la page.',
  tokenExpired: 'Cette page est restée ouverte trop longtemps. Renvoyez le formulaire.',
  honeypot: 'Site web (laissez vide)',
};

export default fr;
