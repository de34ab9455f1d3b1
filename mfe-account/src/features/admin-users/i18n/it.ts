import type { UsersTranslation } from './en';

// Italian: the Users tab.
const it: UsersTranslation = {
  adminUsers: {
    tab: 'Utenti',
    title: 'Utenti',
    search: 'Cerca per nome o e-mail',
    searchButton: 'Cerca',
    username: 'Nome utente',
    email: 'E-mail',
    role: 'Ruolo',
    joined: 'Data di registrazione',
    roleOf: 'Ruolo di {name}',
    apply: 'Cambia ruolo',
    applyFor: 'Cambia il ruolo di {name}',
    roleHint:
      "I dipendenti possono svolgere le valutazioni aperte ai dipendenti; gli amministratori gestiscono il sito. Dopo una modifica l'account viene disconnesso da tutti i dispositivi.",
    confirm:
      'Cambiare il ruolo di {name} (attuale: {from}) in {to}? La sessione di {name} verrà chiusa su tutti i dispositivi e il nuovo ruolo sarà attivo dal prossimo accesso.',
    changed: 'Il ruolo di {name} ora è {role}. Le sue sessioni sono state chiuse.',
    changeFailed: 'Non è stato possibile cambiare il ruolo.',
    loadFailed: 'Non è stato possibile caricare gli utenti.',
    mfa: 'Accesso in due passaggi',
    mfaOn: 'Attiva',
    mfaOff: 'Disattivata',
    mfaReset: "Reimposta l'accesso in due passaggi",
    mfaResetFor: "Reimposta l'accesso in due passaggi di {name}",
    mfaResetTitle: "Reimpostare l'accesso in due passaggi di {name}?",
    mfaResetText:
      "Il titolare dell'account accederà con la sola password e dovrà riattivarla; viene avvisato via e-mail.",
    cancel: 'Annulla',
    mfaResetDone: "L'accesso in due passaggi di {name} è stato reimpostato.",
    mfaResetFailed: "Non è stato possibile reimpostare l'accesso in due passaggi.",
    confirmAdmin:
      'Rendere {name} amministratore? {name} verrà disconnesso su ogni dispositivo e avrà il nuovo ruolo al prossimo accesso.',
    stepUpCode: "Il tuo codice attuale dell'app di autenticazione, o un codice di recupero",
    stepUpHint: 'Questa modifica richiede un codice del tuo accesso in due passaggi.',
    emailUnproven: 'E-mail non ancora confermata: fino ad allora solo il ruolo Utente.',
  },
};
export default it;
