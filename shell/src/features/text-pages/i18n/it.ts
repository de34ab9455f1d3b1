import type { Translated } from 'shared/structured-texts';
import type { textPagesEn } from './en';

// Italian.
const texts: Translated<typeof textPagesEn> = {
  terms: {
    title: 'Termini e condizioni',
    description:
      'Le condizioni che si applicano quando ti iscrivi ai nostri corsi, acquisti voucher d’esame o ci affidi un servizio.',
    sections: [
      {
        heading: 'Iscrizione',
        paragraphs: [
          'Il posto in una classe è confermato al ricevimento della quota del corso o della prima rata concordata. Confermiamo ogni iscrizione via e-mail, indicando date, orari e istruzioni per partecipare alla classe.',
        ],
      },
      {
        heading: 'Svolgimento dei corsi',
        items: [
          'Le lezioni si tengono nel nostro centro di Nuova Delhi oppure online dal vivo, come indicato per ciascuna classe.',
          'Se un docente non è disponibile, riprogrammiamo la lezione o la affidiamo a un sostituto qualificato.',
          'Le registrazioni delle lezioni online sono destinate al tuo ripasso personale e non possono essere condivise.',
        ],
      },
      {
        heading: 'Voucher d’esame',
        paragraphs: [
          'I voucher sono emessi da CompTIA, PECB e dagli altri enti di certificazione secondo le rispettive condizioni, compresi i periodi di validità e le regole per ripetere l’esame. Ti comunichiamo queste condizioni al momento dell’emissione del voucher.',
        ],
      },
      {
        heading: 'Certificati',
        paragraphs: [
          'I nostri certificati di completamento del corso vengono rilasciati ai corsisti che frequentano almeno l’80% delle lezioni e completano le attività di laboratorio. Ogni certificato riporta un ID verificabile nella pagina Verifica un certificato.',
        ],
      },
      {
        heading: 'Servizi per le aziende',
        paragraphs: [
          'I progetti di sviluppo web, cloud, marketing digitale e software sono regolati dall’offerta e dal capitolato delle attività sottoscritti per ciascun progetto.',
        ],
      },
    ],
    cta: 'Hai domande? Contattaci',
  },
  policies: {
    title: 'Le nostre policy',
    description:
      'Le nostre policy su rimborsi, privacy e codice di condotta per corsisti e clienti.',
    sections: [
      {
        heading: 'Rimborsi e cambi di classe',
        items: [
          'Rimborso completo della quota del corso fino a sette giorni prima dell’inizio della classe.',
          'Dopo tale termine, passaggio gratuito a una classe successiva entro sei mesi.',
          'I voucher d’esame non sono rimborsabili una volta emesso il codice del voucher.',
        ],
      },
      {
        heading: 'Privacy',
        paragraphs: [
          'Utilizziamo il tuo nome, il tuo indirizzo e-mail e il tuo numero di telefono per gestire il corso, rilasciare il certificato e rispondere alle tue richieste. Non vendiamo i tuoi dati. Puoi chiederci in qualsiasi momento una copia dei dati che conserviamo su di te o la loro cancellazione.',
        ],
      },
      {
        heading: 'Codice di condotta',
        paragraphs: [
          'Chiediamo un comportamento rispettoso in aula, online e nei nostri laboratori. Gli ambienti di laboratorio servono esclusivamente alla formazione: qualsiasi tentativo di attaccare sistemi al di fuori del perimetro del laboratorio comporta l’annullamento dell’iscrizione.',
        ],
      },
    ],
  },
  careers: {
    title: 'Lavora con noi',
    description:
      'Entra nel nostro team di Nuova Delhi di formatori, sviluppatori e consulenti di orientamento. Posizioni aperte e come candidarsi.',
    sections: [
      {
        heading: 'Posizioni aperte',
        items: [
          'Docente di cybersecurity (con certificazione CompTIA Security+, CySA+ o PenTest+), a tempo pieno',
          'Lead auditor e docente ISO 27001, part-time',
          'Sviluppatore React e Node.js, con almeno 2 anni di esperienza',
          'Sviluppatore e docente Unity, a tempo pieno',
          'Consulente di orientamento ai corsi con ottima padronanza dell’inglese e dell’hindi parlati',
        ],
      },
      {
        heading: 'Perché lavorare con noi',
        paragraphs: [
          'Insegni e sviluppi: i nostri formatori dedicano parte del loro tempo ai progetti dei clienti e i nostri sviluppatori contribuiscono a definire i corsi. Paghiamo noi le certificazioni che consegui mentre lavori con noi.',
        ],
      },
      {
        heading: 'Come candidarsi',
        paragraphs: [
          'Inviaci il tuo CV tramite il modulo di contatto, indicando la posizione per cui ti candidi. Rispondiamo a ogni candidatura entro due settimane.',
        ],
      },
    ],
    cta: 'Candidati tramite il modulo di contatto',
  },
  partners: {
    title: 'Partner',
    description:
      'Gli enti di certificazione, le aziende tecnologiche e le università con cui collaboriamo in India e all’estero.',
    sections: [
      {
        heading: 'Enti di certificazione',
        items: [
          'CompTIA: partner autorizzato per la formazione e i voucher',
          'PECB: partner autorizzato per la formazione su standard ISO, privacy e cybersecurity',
        ],
      },
      {
        heading: 'Tecnologia',
        items: [
          'Microsoft: formazione sui fondamenti di Microsoft 365 e Azure',
          'Unity: programma didattico di sviluppo di videogiochi',
          'Tally Solutions: contabilità con Tally Prime e GST',
        ],
      },
      {
        heading: 'Diventa partner',
        paragraphs: [
          'Università, istituti di formazione e aziende possono collaborare con noi per classi nel proprio campus, formazione aziendale o programmi di segnalazione. Raccontaci della tua organizzazione e organizzeremo una chiamata.',
        ],
      },
    ],
    cta: 'Parlaci di una possibile partnership',
  },
  employee: {
    title: 'Area dipendenti',
    description: 'Informazioni per i nostri formatori, sviluppatori e collaboratori.',
    sections: [
      {
        heading: 'Orari di lavoro',
        paragraphs: [
          'L’ufficio e il centro di formazione sono aperti dal lunedì al sabato, dalle 11 alle 19. Gli orari delle classi al di fuori di questa fascia vanno concordati con il responsabile del centro.',
        ],
      },
      {
        heading: 'Per i docenti',
        items: [
          'Carica le presenze della classe e il completamento dei laboratori entro la fine di ogni settimana.',
          'Richiedi i voucher d’esame per i tuoi corsisti almeno cinque giorni lavorativi prima dell’esame.',
          'Segnala i problemi dell’ambiente di laboratorio all’help desk IT in giornata.',
        ],
      },
      {
        heading: 'Budget per la formazione',
        paragraphs: [
          'Ogni dipendente può sostenere un esame di certificazione all’anno a spese dell’azienda. Le valutazioni interne si trovano nella pagina Esami interni.',
        ],
      },
    ],
    cta: 'Vai agli esami interni',
  },
  internship: {
    title: 'Stage',
    description:
      'Stage di tre e sei mesi in sviluppo web, cloud, marketing digitale e cybersecurity a Nuova Delhi.',
    sections: [
      {
        heading: 'Percorsi',
        items: [
          'Sviluppo web: React, Node.js e database su siti di clienti in produzione',
          'Gestione cloud: deployment su AWS e Azure, monitoraggio e backup',
          'Marketing digitale: SEO, campagne e analisi dei dati per i nostri clienti',
          'Cybersecurity: scansione delle vulnerabilità e hardening nel nostro laboratorio',
          'Sviluppo di videogiochi: realizzazione di un gioco completo in Unity',
        ],
      },
      {
        heading: 'Cosa ottieni',
        items: [
          'Un mentor che esamina il tuo lavoro ogni settimana',
          'Un certificato di stage con un ID verificabile',
          'Un’indennità per chi svolge lo stage di sei mesi, in base al rendimento',
          'La precedenza per le posizioni a tempo pieno quando si aprono',
        ],
      },
      {
        heading: 'Chi può candidarsi',
        paragraphs: [
          'Studenti dell’ultimo anno e neolaureati di B.Tech, BCA, MCA, B.Sc. IT e corsi di laurea affini. Le nuove classi partono ogni anno a gennaio, aprile, luglio e ottobre.',
        ],
      },
    ],
    cta: 'Candidati per uno stage',
  },
};

export default texts;
