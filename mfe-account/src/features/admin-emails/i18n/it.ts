import type { EmailsTranslation } from './en';

// Italian: the Failed e-mails tab.
const it: EmailsTranslation = {
  adminEmails: {
    tab: 'E-mail non inviate',
    title: 'E-mail non recapitate',
    intro:
      'Ogni e-mail del sito attende prima in una coda di invio e viene ritentata più volte. Queste sono quelle ancora in attesa o abbandonate; ritentane una quando la causa (il server di posta, l’indirizzo) è risolta.',
    show: 'Mostra',
    showFailed: 'Non riuscite: tutti i tentativi esauriti',
    showPending: 'In attesa: ancora in corso',
    created: 'Creata',
    to: 'Destinatario',
    subject: 'Oggetto',
    kind: 'Tipo',
    status: 'Stato',
    failed: 'Non riuscita',
    pending: 'In attesa',
    sent: 'Inviata',
    attempts: 'Tentativi',
    lastError: 'Ultimo errore',
    noError: '—',
    actions: 'Azioni',
    retry: 'Riprova',
    retryTo: 'Riprova l’e-mail a {to}',
    retried: 'L’e-mail a {to} è di nuovo in coda.',
    retryGone: 'Questa e-mail non è più in errore (è stata ritentata o inviata nel frattempo).',
    retryFailed: 'Non è stato possibile rimettere in coda l’e-mail.',
    loadFailed: 'Non è stato possibile caricare le e-mail.',
    loading: 'Caricamento…',
    noneFailed: 'Nessuna e-mail non riuscita.',
    nonePending: 'Nessuna e-mail in attesa di invio.',
  },
};
export default it;
