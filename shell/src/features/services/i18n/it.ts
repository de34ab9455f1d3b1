import type { Translated } from 'shared/structured-texts';
import type { servicesEn } from './en';

// Italian.
const texts: Translated<typeof servicesEn> = {
  title: 'I nostri servizi',
  description:
    'Formazione IT, voucher per le certificazioni, servizi cloud, marketing digitale, sviluppo web e software da Nuova Delhi.',
  lead: 'Oltre ai corsi di certificazione, progettiamo e gestiamo tecnologia per le aziende: gli stessi ingegneri che tengono i nostri corsi seguono i progetti dei clienti.',
  services: {
    'cloud-services': {
      title: 'Servizi cloud',
      summary:
        'Migrazione verso AWS, Microsoft Azure o Google Cloud, hosting e gestione operativa per piccole e medie imprese.',
      more: 'Scopri di più sui servizi cloud',
      ask: 'Richiedi informazioni sui servizi cloud',
      sections: [
        {
          heading: 'Cosa facciamo',
          items: [
            'Valutazione della predisposizione al cloud e piano di migrazione con preventivo dei costi',
            'Migrazione lift-and-shift e re-platforming di applicazioni web e database',
            'Configurazione di Microsoft 365 e Azure Active Directory per gli uffici',
            'Backup, monitoraggio e un report mensile sui costi',
            'Baseline di sicurezza allineate alle buone pratiche di CompTIA Cloud+ e ISO/IEC 27017',
          ],
        },
        {
          heading: 'Come si svolge un progetto',
          paragraphs: [
            'Partiamo da un’analisi di due settimane di server, applicazioni e licenze, poi concordiamo con te un piano di migrazione con tappe definite. Dopo la messa in produzione i nostri ingegneri restano reperibili per un periodo di passaggio di consegne e possono occuparsi della gestione quotidiana con un piano mensile.',
          ],
        },
      ],
    },
    'digital-marketing': {
      title: 'Marketing digitale',
      summary:
        'SEO, campagne a pagamento, social media e contenuti che portano richieste di contatto, non solo clic.',
      more: 'Scopri di più sul marketing digitale',
      ask: 'Richiedi informazioni sul marketing digitale',
      sections: [
        {
          heading: 'Cosa facciamo',
          items: [
            'Audit SEO tecnici e ottimizzazione on-page',
            'Campagne Google Ads e Meta con tracciamento delle conversioni',
            'Piani editoriali social per LinkedIn, Instagram e Facebook',
            'Contenuti per blog e landing page scritti per i tuoi clienti',
            'Report mensili in parole semplici: contatti, costo per contatto e prossimi passi',
          ],
        },
        {
          heading: 'A chi si rivolge',
          paragraphs: [
            'Istituti di formazione, cliniche, negozi e aziende B2B di Delhi NCR e di tutta l’India che vogliono ricevere dal proprio sito un flusso costante di richieste qualificate.',
          ],
        },
      ],
    },
    'web-development': {
      title: 'Sviluppo web',
      summary:
        'Siti e applicazioni web veloci e accessibili in React, Node.js e WordPress, progettati per essere facili da mantenere.',
      more: 'Scopri di più sullo sviluppo web',
      ask: 'Richiedi informazioni sullo sviluppo web',
      sections: [
        {
          heading: 'Cosa realizziamo',
          items: [
            'Siti aziendali e landing page',
            'Negozi e-commerce con Razorpay, PayPal e pagamenti con carta',
            'Portali clienti, sistemi di prenotazione e dashboard',
            'Piattaforme e-learning (LMS) per enti di formazione',
          ],
        },
        {
          heading: 'Come lavoriamo',
          paragraphs: [
            'Ogni progetto parte da un prototipo cliccabile che puoi valutare. Sviluppiamo per brevi iterazioni, testiamo su smartphone reali, rispettiamo le linee guida di accessibilità WCAG e alla fine ti consegniamo il codice sorgente e la documentazione.',
          ],
        },
      ],
    },
    'software-services': {
      title: 'Servizi software',
      summary:
        'Software su misura, integrazioni con Tally e altri gestionali, e manutenzione a lungo termine delle applicazioni esistenti.',
      more: 'Scopri di più sui servizi software',
      ask: 'Richiedi informazioni sui servizi software',
      sections: [
        {
          heading: 'Cosa facciamo',
          items: [
            'Applicazioni gestionali su misura per magazzino, fatturazione e risorse umane',
            'Integrazioni tra Tally, CRM, gateway di pagamento ed e-mail',
            'App mobile, simulazioni e giochi formativi realizzati con Unity',
            'Manutenzione, aggiornamenti e correzioni di sicurezza per i sistemi esistenti',
          ],
        },
        {
          heading: 'Un’assistenza su cui contare',
          paragraphs: [
            'I nostri piani di assistenza includono un ingegnere di riferimento, tempi di risposta concordati e un riepilogo mensile delle modifiche apportate al tuo software.',
          ],
        },
      ],
    },
    'it-training': {
      title: 'Formazione e certificazione IT',
      summary:
        'Corsi con docente per le certificazioni CompTIA e PECB, sviluppo di videogiochi con Unity, contabilità con Tally e formazione Microsoft, in aula a Nuova Delhi oppure online dal vivo.',
      more: 'Scopri di più su formazione e certificazione IT',
      ask: 'Richiedi informazioni su formazione e certificazione IT',
      sections: [
        {
          heading: 'I nostri corsi',
          items: [
            'CompTIA A+, Network+, Security+, CySA+, PenTest+, Cloud+ e CASP+',
            'PECB ISO/IEC 27001, ISO 9001, ISO 22301, ISO/IEC 42001 e GDPR',
            'Sviluppo di videogiochi con Unity, dalla prima scena al gioco pubblicato',
            'Tally Prime con GST per contabili e titolari di piccole imprese',
            'Fondamenti di Microsoft 365, Excel e Azure',
          ],
        },
        {
          heading: 'Classi aziendali',
          paragraphs: [
            'Organizziamo classi riservate alle aziende, nel nostro centro o direttamente in azienda, con una valutazione delle competenze prima del corso e un report su ogni partecipante al termine.',
          ],
        },
      ],
    },
    'certification-vouchers': {
      title: 'Voucher d’esame per le certificazioni',
      summary:
        'Voucher d’esame ufficiali CompTIA e PECB a prezzi autorizzati, con supporto per prenotare la sessione d’esame.',
      more: 'Scopri di più sui voucher d’esame per le certificazioni',
      ask: 'Richiedi informazioni sui voucher d’esame per le certificazioni',
      sections: [
        {
          heading: 'Come funziona',
          items: [
            'Scegli l’esame e paga con PayPal, carta o bonifico bancario',
            'Ricevi il codice del voucher via e-mail, di solito entro la stessa giornata lavorativa',
            'Ti aiutiamo a prenotare un centro d’esame o una sessione online con sorveglianza da remoto',
            'Simulazione d’esame gratuita con ogni voucher acquistato insieme a un corso',
          ],
        },
      ],
    },
  },
};

export default texts;
