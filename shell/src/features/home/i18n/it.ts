import type { HomeKey } from './en';

// Italian.
const it: Record<HomeKey, string> = {
  metaDescription:
    'Formazione per le certificazioni CompTIA e PECB, corsi Unity, Tally e Microsoft, stage e servizi IT a Nuova Delhi.',
  lead: 'Formazione e certificazione IT a Nuova Delhi: corsi CompTIA e PECB con voucher d’esame, sviluppo di videogiochi con Unity, contabilità con Tally e formazione Microsoft, stage, e i servizi web, cloud, di marketing digitale e software che i nostri formatori realizzano per i clienti.',
  browseComptia: 'Scopri i corsi CompTIA',
  explorePecb: 'Esplora le certificazioni PECB',
  verifyCertificate: 'Verifica un certificato',
  coursesHeading: 'Aree formative',
  comptiaTitle: 'Certificazioni CompTIA',
  comptiaText:
    'Da A+ e Network+ per chi inizia nell’IT a Security+, CySA+, PenTest+ e CASP+ per le carriere nella sicurezza.',
  allComptia: 'Tutte le certificazioni CompTIA',
  pecbTitle: 'Certificazioni PECB',
  pecbText:
    'ISO/IEC 27001, ISO 9001, ISO 22301, GDPR, gestione dell’IA e altro: percorsi Lead Implementer e Lead Auditor.',
  browsePecb: 'Scopri i corsi PECB',
  otherTitle: 'Unity, Tally e Microsoft',
  otherText:
    'Sviluppo di videogiochi con Unity, contabilità con Tally Prime e GST, competenze Microsoft 365 e Azure per il lavoro.',
  askCourses: 'Chiedi informazioni su questi corsi',
  internshipsTitle: 'Stage',
  internshipsText:
    'Stage di tre e sei mesi in sviluppo web, gestione cloud e cybersecurity, su progetti reali dei clienti.',
  seeInternships: 'Scopri gli stage',
  servicesHeading: 'Servizi per le aziende',
  cloudTitle: 'Servizi cloud',
  cloudSummary:
    'Migrazione verso AWS, Microsoft Azure o Google Cloud, hosting e gestione operativa per piccole e medie imprese.',
  cloudLink: 'Informazioni sui servizi cloud',
  marketingTitle: 'Marketing digitale',
  marketingSummary:
    'SEO, campagne a pagamento, social media e contenuti che portano richieste di contatto, non solo clic.',
  marketingLink: 'Informazioni sul marketing digitale',
  webTitle: 'Sviluppo web',
  webSummary:
    'Siti e applicazioni web veloci e accessibili in React, Node.js e WordPress, progettati per essere facili da mantenere.',
  webLink: 'Informazioni sullo sviluppo web',
  softwareTitle: 'Servizi software',
  softwareSummary:
    'Software su misura, integrazioni con Tally e altri gestionali, e manutenzione a lungo termine delle applicazioni esistenti.',
  softwareLink: 'Informazioni sui servizi software',
  whyHeading: 'Perché imparare con noi',
  trainersTitle: 'Formatori certificati',
  trainersText:
    'Ogni formatore possiede la certificazione che insegna e lavora su progetti dei clienti tra un corso e l’altro.',
  labsTitle: 'Laboratori, non slide',
  labsText:
    'Metà di ogni corso è pratica: switch veri, account cloud, progetti Unity e aziende gestite con Tally.',
  vouchersTitle: 'Voucher d’esame inclusi',
  vouchersText:
    'Voucher d’esame ufficiali a prezzi autorizzati, con una simulazione d’esame e supporto per prenotare la sessione.',
  batchesTitle: 'Classi flessibili',
  batchesText:
    'Classi infrasettimanali, nel fine settimana e online dal vivo, più classi private per le aziende.',
  testimonialsHeading: 'Cosa dicono i nostri corsisti',
  quoteRohit:
    'I laboratori di Security+ erano esattamente ciò che chiedeva l’esame. L’ho superato al primo tentativo e due mesi dopo sono entrato in un SOC.',
  quoteMeera:
    'La nostra classe ISO 27001 Lead Implementer è stata organizzata per tutto il team compliance. Pratica, ben organizzata e ricca di esempi di audit reali.',
  quoteAnjali:
    'Sono venuta per Tally con la GST e ora gestisco da sola la contabilità di tre piccole imprese.',
  readReviews: 'Leggi tutte le recensioni',
  ctaHeading: 'Pronto a certificarti?',
  ctaText:
    'Dicci quale corso o servizio ti interessa e il nostro team ti richiamerà entro un giorno lavorativo.',
  ctaLink: 'Inviaci una richiesta',
};

export default it;
