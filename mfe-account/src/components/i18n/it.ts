import type { ComponentsTranslation } from './en';

// Italian: the shared components (the data table, the CSV file field, the sessions list).
const it: ComponentsTranslation = {
  table: {
    sortBy: 'Ordina per {column}',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    pageOf: 'Pagina {page} di {pages} ({total} in tutto)',
    pageOfMore: 'Pagina {page} (più di {total} in tutto)',
    empty: 'Niente da mostrare.',
  },
  file: {
    chooseFile: 'Scegli un file',
    noFile: 'Nessun file scelto',
    unreadable: 'Non è stato possibile leggere il file.',
  },
  sessions: {
    sessionsTitle: "Dove hai effettuato l'accesso",
    sessionsLoading: 'Caricamento delle tue sessioni…',
    sessionsFailed: 'Non è stato possibile caricare le tue sessioni.',
    thisDevice: 'Questo dispositivo',
    ip: 'Indirizzo IP',
    signedIn: 'Accesso effettuato',
    lastActive: 'Ultima attività',
    signOut: 'Disconnetti',
    signOutNamed: 'Disconnetti {device} ({ip})',
    signOutOthers: 'Disconnetti tutte le altre sessioni',
    signingOut: 'Disconnessione…',
    signedOutOne: '{device} ({ip}) è stato disconnesso.',
    signedOutOthers_one: '{count} altra sessione è stata chiusa.',
    signedOutOthers_other: '{count} altre sessioni sono state chiuse.',
    noOthers: "Non hai effettuato l'accesso da nessun'altra parte.",
    signOutFailed: 'Non è stato possibile chiudere la sessione.',
    deviceOn: '{browser} su {os}',
    unknownDevice: 'Dispositivo sconosciuto',
  },
  translatedField: {
    translations: 'Traduzioni di {field}',
    missingCount_one: '{count} traduzione mancante',
    missingCount_other: '{count} traduzioni mancanti',
    allTranslated: 'Tradotto in tutte le lingue',
    missing: 'mancante',
    hint: 'Se lasci vuota una lingua, le pagine in quella lingua mostrano il testo inglese.',
    listMissing: 'Traduzioni mancanti: {languages}',
  },
  decision: {
    acceptAsk:
      'Accettare {amount} pagati con {transaction} per l’ordine {reference}? L’ordine viene evaso e l’acquirente riceve un’e-mail.',
    rejectAsk:
      'Rifiutare {amount} pagati con {transaction} per l’ordine {reference}? Il pagamento viene segnato da restituire all’acquirente; l’ordine resta com’è.',
    acceptConfirm: 'Accetta il pagamento',
    rejectConfirm: 'Rifiuta il pagamento',
    acceptReason: 'Perché lo accetti',
    rejectReason: 'Perché lo rifiuti',
    decisionHint: 'Da 3 a 300 caratteri; resta con il pagamento e nel registro di audit.',
    acceptedDone: 'Pagamento {transaction} accettato: l’ordine {reference} è evaso.',
    rejectedDone:
      'Pagamento {transaction} rifiutato: restituiscilo all’acquirente. Motivo: «{reason}».',
    acceptConflict:
      'Impossibile accettare il pagamento: l’ordine non è più aperto, gli articoli non sono più disponibili oppure è già stato deciso. Rifiutalo perché venga restituito.',
    rejectConflict: 'Impossibile rifiutare il pagamento: è già stato deciso.',
    paymentMissing: 'Questo pagamento non esiste più.',
    decisionFailed: 'Impossibile salvare la decisione.',
  },
};
export default it;
