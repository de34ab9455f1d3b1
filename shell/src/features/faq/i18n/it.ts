import type { Translated } from 'shared/structured-texts';
import type { faqEn } from './en';

// Italian.
const texts: Translated<typeof faqEn> = {
  title: 'Domande frequenti',
  description:
    'Risposte su corsi, voucher d’esame, classi online, pagamenti, certificati e rimborsi.',
  lead: 'Le risposte alle domande che i corsisti ci fanno più spesso su corsi, esami, pagamenti e certificati.',
  entries: [
    {
      question: 'I vostri corsi includono il voucher d’esame per la certificazione?',
      answer:
        'La maggior parte dei corsi CompTIA e PECB si può prenotare con o senza il voucher d’esame ufficiale. Con il voucher ricevi anche una simulazione d’esame e supporto per prenotare la sessione d’esame.',
    },
    {
      question: 'Posso seguire il corso online invece di venire al centro di Nuova Delhi?',
      answer:
        'Sì. Ogni classe si svolge sia online dal vivo sia in aula, con lo stesso docente, gli stessi laboratori e la registrazione di ogni lezione per il ripasso.',
    },
    {
      question: 'Quanto dura un corso CompTIA Security+?',
      answer:
        'La classe infrasettimanale dura cinque settimane, con due ore di lezione al giorno; la classe del fine settimana si svolge in sei weekend. Entrambe comprendono circa 20 ore di laboratori pratici.',
    },
    {
      question: 'Non ho esperienza nell’IT. Da dove comincio?',
      answer:
        'Di solito si parte da CompTIA A+, per poi proseguire con Network+ e Security+. Prenota un colloquio di orientamento gratuito: un docente ti suggerirà il percorso più adatto ai tuoi obiettivi.',
    },
    {
      question: 'Tenete anche corsi di sviluppo di videogiochi con Unity, di Tally e Microsoft?',
      answer:
        'Sì. Proponiamo corsi di sviluppo di videogiochi con Unity, dal livello base fino alla creazione di un portfolio, Tally Prime con GST per contabili e titolari d’impresa, e i fondamenti di Microsoft 365, Excel e Azure.',
    },
    {
      question: 'Come posso pagare un corso?',
      answer:
        'Puoi pagare con PayPal, con carta di credito o di debito sulla pagina sicura del circuito di pagamento, oppure con bonifico bancario. Il menu Paga ora, in alto in ogni pagina, riporta tutte e tre le modalità.',
    },
    {
      question: 'Come può un datore di lavoro verificare il mio certificato?',
      answer:
        'Ogni certificato che rilasciamo ha un ID univoco. Chiunque può verificarlo nella pagina Verifica un certificato e scaricare una copia in PDF dei dati verificati.',
    },
    {
      question: 'Offrite stage?',
      answer:
        'Offriamo stage di tre e sei mesi in sviluppo web, gestione cloud, marketing digitale e cybersecurity, lavorando su progetti reali dei clienti con il supporto di un mentor.',
    },
    {
      question: 'Quali sono le condizioni di rimborso?',
      answer:
        'Il rimborso completo è previsto fino a sette giorni prima dell’inizio della classe; dopo tale termine puoi passare gratuitamente a una classe successiva. I voucher d’esame non sono rimborsabili una volta emessi. Tutti i dettagli sono nella pagina Le nostre policy.',
    },
  ],
};

export default texts;
