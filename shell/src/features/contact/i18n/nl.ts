import type { ContactTexts } from './en';

// Dutch.
const nl: ContactTexts = {
  title: 'Contact',
  metaDescription:
    'Vraag naar een CompTIA- of PECB-training, een examenvoucher, een stage of een project. We antwoorden binnen één werkdag.',
  lead: 'Vraag naar een training, een examenvoucher, een stage of een project. Ons team antwoordt binnen één werkdag.',
  form: 'Aanvraagformulier',
  name: 'Naam',
  email: 'E-mail',
  phone: 'Telefoon',
  optional: '(optioneel)',
  subject: 'Onderwerp of training',
  message: 'Bericht',
  sending: 'Bezig met verzenden…',
  send: 'Aanvraag versturen',
  direct: 'Neem direct contact op',
  emailLine: 'E-mail:',
  phoneLine: 'Telefoon:',
  thanks: 'Bedankt! We nemen snel contact met je op.',
  nameRequired: 'Vul je naam in.',
  nameTooLong: 'Je naam mag maximaal {max} tekens lang zijn.',
  emailRequired: 'Vul je e-mailadres in.',
  emailInvalid: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
  phoneInvalid: 'Vul een geldig telefoonnummer in (cijfers, spaties, +, - en haakjes).',
  subjectRequired: 'Vertel ons over welk onderwerp of welke training je een vraag hebt.',
  subjectTooLong: 'Het onderwerp mag maximaal {max} tekens lang zijn.',
  messageRequired: 'Schrijf je bericht.',
  messageTooShort: 'Vertel ons iets meer (minstens {min} tekens).',
  messageTooLong: 'Je bericht mag maximaal {max} tekens lang zijn.',
  tooFast: 'Dat ging snel! Wacht een paar seconden, controleer je bericht en verstuur het opnieuw.',
  tokenInvalid:
    'Dit formulier kon niet worden gecontroleerd. Verstuur het opnieuw; gebeurt dit weer, laad dan de pagina opnieuw.',
  tokenExpired: 'Deze pagina stond te lang open. Verstuur het formulier opnieuw.',
  honeypot: 'Website (laat dit leeg)',
};

export default nl;
