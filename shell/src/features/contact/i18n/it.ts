import type { ContactTexts } from './en';

// Italian.
const it: ContactTexts = {
  title: 'Contattaci',
  metaDescription:
    'Chiedi informazioni su un corso CompTIA o PECB, un voucher d’esame, uno stage o un progetto. Rispondiamo entro un giorno lavorativo.',
  lead: 'Chiedi informazioni su un corso, un voucher d’esame, uno stage o un progetto. Il nostro team risponde entro un giorno lavorativo.',
  form: 'Modulo di richiesta',
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefono',
  optional: '(facoltativo)',
  subject: 'Oggetto o corso',
  message: 'Messaggio',
  sending: 'Invio in corso…',
  send: 'Invia la richiesta',
  direct: 'Contattaci direttamente',
  emailLine: 'E-mail:',
  phoneLine: 'Telefono:',
  thanks: 'Grazie! Ti risponderemo al più presto.',
  nameRequired: 'Inserisci il tuo nome.',
  nameTooLong: 'Il nome può avere al massimo {max} caratteri.',
  emailRequired: 'Inserisci il tuo indirizzo e-mail.',
  emailInvalid: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
  phoneInvalid: 'Inserisci un numero di telefono valido (cifre, spazi, +, - e parentesi).',
  subjectRequired: 'Indica l’oggetto o il corso su cui chiedi informazioni.',
  subjectTooLong: 'L’oggetto può avere al massimo {max} caratteri.',
  messageRequired: 'Scrivi il tuo messaggio.',
  messageTooShort: 'Raccontaci qualcosa in più (almeno {min} caratteri).',
  messageTooLong: 'Il messaggio può avere al massimo {max} caratteri.',
  tooFast: 'Troppo veloce! Attendi qualche secondo, controlla il messaggio e invialo di nuovo.',
  tokenInvalid:
    'Non è stato possibile verificare questo modulo. Invialo di nuovo; se succede ancora, ricarica la pagina.',
  tokenExpired: 'Questa pagina è rimasta aperta troppo a lungo. Invia di nuovo il modulo.',
  honeypot: 'Sito web (lascia vuoto)',
};

export default it;
