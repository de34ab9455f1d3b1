import type { CatalogTexts } from './en';

// Italian. Certification and vendor names and exam codes stay as the vendors write them.
const it: CatalogTexts = {
  breadcrumb: 'Percorso di navigazione',
  home: 'Home',
  certifications: 'Certificazioni',
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
  searchHeading: 'Trova un corso',
  searchLabel: 'Cerca corsi',
  searchHint: 'Cerca per nome, codice d’esame o argomento.',
  filterLabel: 'Fornitore e livello',
  filterAll: 'Tutti i corsi',
  filterAllVendor: 'Tutti i corsi {vendor}',
  resultsLabel: 'Risultati della ricerca',
  resultCount_one: '{count} corso trovato',
  resultCount_other: '{count} corsi trovati',
  noResults: 'Nessun corso corrisponde alla ricerca. Prova un’altra parola o rimuovi il filtro.',
  viewCourse: 'Vedi il corso',
  viewLevel: 'Tutti i corsi {title}',
  courseCount_one: '{count} corso',
  courseCount_other: '{count} corsi',
  notFound: 'Pagina non trovata',
  courseTitle: 'Corso {title}',
  courseDescription: 'Corso {title} ({vendor}) a Nuova Delhi e online: {summary}',
  cerTitle: 'Corsi di certificazione',
  cerMeta:
    'Tutti i corsi di certificazione CompTIA e PECB che teniamo a Nuova Delhi e online, in un unico elenco consultabile.',
  cerLead:
    'Tutti i corsi di certificazione che teniamo, CompTIA e PECB, con voucher d’esame e docente, online o a Nuova Delhi.',
  cerComptia: '{courses} nei livelli Specialist, Professional ed Expert.',
  cerPecb: '{courses} in {categories} categorie.',
  comptiaHeading: 'Corsi di certificazione CompTIA',
  comptiaMeta:
    'Corsi CompTIA A+, Network+, Security+, CySA+, PenTest+, Cloud+ e SecurityX a Nuova Delhi e online, dal livello Specialist all’Expert.',
  comptiaLead:
    'Certificazioni indipendenti dai fornitori, dal primo lavoro nell’IT alla sicurezza di livello esperto.',
  comptiaLevelTitle: 'Corsi CompTIA {title}',
  comptiaLevelMeta: 'Corsi CompTIA di livello {title}: {summary}',
  partnerHeading: 'Corsi CompTIA e voucher d’esame',
  partnerMeta:
    'Corsi CompTIA e voucher d’esame a Nuova Delhi e online: ogni codice d’esame, formato e percorso attuale in un’unica pagina.',
  partnerLead: 'Corsi CompTIA con docente e voucher d’esame, a Nuova Delhi e online.',
  partnerWhy: 'Perché prepararsi a CompTIA con noi',
  partnerWhyObjectives:
    'Docenti che ti preparano agli obiettivi d’esame attuali, non a quelli dell’anno scorso.',
  partnerWhyLive:
    'Lezioni dal vivo online o nel nostro centro di Nuova Delhi, con laboratori e simulazioni d’esame.',
  partnerWhyVouchers: 'Voucher d’esame inclusi nel corso o acquistabili a parte.',
  partnerWhyPath:
    'Un percorso che cresce con te, da A+ a SecurityX e alle certificazioni componibili.',
  partnerExams: 'Esami CompTIA attuali',
  partnerCaption: 'Le certificazioni CompTIA e i loro codici d’esame',
  colCertification: 'Certificazione',
  colLevel: 'Livello',
  colTraining: 'Corso',
  stackable: 'Certificazioni componibili',
  pecbHeading: 'Corsi di certificazione PECB',
  pecbMeta:
    'Corsi PECB su norme ISO, governance, privacy, continuità operativa e cybersecurity, a Nuova Delhi e online.',
  pecbLead:
    'Formazione riconosciuta a livello internazionale su norme ISO dei sistemi di gestione, governance, privacy, resilienza e cybersecurity.',
  categories: 'Categorie',
  onRequest: 'Programmi su richiesta',
  pecbCategoryTitle: 'Corsi PECB {title}',
  pecbCategoryMeta: 'Corso PECB {title}: {summary}',
};

export default it;
