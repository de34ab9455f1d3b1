import type { OverviewTexts } from './en';

// The catalog overview pages' texts. Vendor and certification names stay as written.
const it: OverviewTexts = {
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
  certifications: 'Certificazioni',
  examCode: 'Codice d’esame',
  durationValue_one: '{count} ora',
  durationValue_other: '{count} ore',
  enquireAbout: 'Richiedi informazioni su {title}',
  notFound: 'Pagina non trovata',
};

export default it;
