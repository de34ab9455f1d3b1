import type { CoursePageTexts } from './en';

// Italian. Certification and vendor names and exam codes stay as the vendors write them.
const it: CoursePageTexts = {
  examCode: 'Codice d’esame',
  examCodes: 'Codici d’esame',
  duration: 'Durata del corso',
  durationValue_one: '{count} ora',
  durationValue_other: '{count} ore',
  format: 'Modalità',
  formatBoth: 'Con docente, online dal vivo o in aula nel nostro centro di Nuova Delhi',
  formatOnline: 'Con docente, online dal vivo',
  formatOnsite: 'Con docente, in aula nel nostro centro di Nuova Delhi',
  credential: 'Certificazione conseguita',
  examFormat: 'Formato dell’esame',
  examFormatValue:
    '{code}: massimo {questions} domande, {minutes} minuti, punteggio minimo {score}',
  examFormatSingle: 'Massimo {questions} domande, {minutes} minuti, punteggio minimo {score}',
  audience: 'A chi è rivolto',
  prerequisites: 'Prerequisiti ed esperienza consigliata',
  outline: 'Cosa imparerai',
  path: 'Percorso di certificazione',
  pathBefore: 'Prima di questo corso',
  pathAfter: 'Dopo questo corso',
  faqs: 'Domande frequenti',
  related: 'Corsi correlati',
  enquire: 'Richiedi informazioni',
  enquireAbout: 'Richiedi informazioni su {title}',
  payNote:
    'Pronto a prenotare? Usa il menu "Paga ora" in alto nella pagina per pagare con PayPal, carta o bonifico bancario.',
  notFound: 'Pagina non trovata',
  courseTitle: 'Corso {title}',
  courseDescription: 'Corso {title} ({vendor}) a Nuova Delhi e online: {summary}',
};

export default it;
