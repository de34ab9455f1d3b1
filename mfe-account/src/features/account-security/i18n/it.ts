import type { SignInSecurityTranslation } from './en';

// Italian: the Sign-in security tab and the enrolment gate.
const it: SignInSecurityTranslation = {
  adminSignIn: {
    tab: "Sicurezza dell'accesso",
    title: "Sicurezza dell'accesso",
    intro:
      "Proteggi il tuo account di amministratore con un secondo passaggio all'accesso e controlla dove hai effettuato l'accesso.",
    loading: 'Caricamento…',
    loadFailed: 'Non è stato possibile caricare le impostazioni di accesso.',
    mfaTitle: 'Accesso in due passaggi',
    statusOn: "L'accesso in due passaggi è attivo.",
    statusOff: "L'accesso in due passaggi è disattivato.",
    codesLeft_one: 'Resta {count} codice di recupero.',
    codesLeft_other: 'Restano {count} codici di recupero.',
    codesLow: 'Genera nuovi codici di recupero prima di esaurirli.',
    requiredNote: "Gli amministratori di questo sito devono usare l'accesso in due passaggi.",
    gateTitle: "Attiva l'accesso in due passaggi",
    gateIntro:
      "Gli amministratori devono attivare l'accesso in due passaggi prima di usare il pannello di amministrazione.",
    enrolIntro:
      "Dopo la password inserirai anche un codice di un'app di autenticazione sul tuo telefono. Chi scopre la tua password non potrà comunque accedere senza quel codice.",
    turnOn: "Attiva l'accesso in due passaggi",
    starting: 'Preparazione…',
    startFailed: "Non è stato possibile avviare l'accesso in due passaggi.",
    scanTitle: "Aggiungi il tuo account all'app di autenticazione",
    scanIntro:
      'Apri la tua app di autenticazione, aggiungi un account e inquadra questo codice QR.',
    qrLabel: 'Codice QR per la tua app di autenticazione',
    qrLoading: 'Creazione del codice QR…',
    qrFailed:
      "Non è stato possibile creare il codice QR. Digita invece nell'app la chiave qui sotto.",
    manualIntro:
      "Non riesci a inquadrarlo? Digita invece questa chiave nell'app (account basato sul tempo):",
    keyLabel: 'Chiave',
    copyKey: 'Copia la chiave',
    keyCopied: 'Chiave copiata.',
    copyFailed: 'Qui non è possibile copiare. Seleziona il testo e copialo tu.',
    codeLabel: "Codice dell'app",
    codeHint: "Inserisci il codice a 6 cifre che l'app mostra ora per questo account.",
    confirmOn: 'Verifica e attiva',
    checking: 'Verifica in corso…',
    cancel: 'Annulla',
    codeFormat: 'Inserisci le 6 cifre mostrate dalla tua app di autenticazione.',
    anyCodeFormat:
      'Inserisci le 6 cifre della tua app di autenticazione o un codice di recupero (xxxx-xxxx-xxxx).',
    confirmFailed: 'Non è stato possibile verificare il codice.',
    turnedOn: "L'accesso in due passaggi è attivo. Le tue altre sessioni sono state chiuse.",
    codesTitle: 'Salva i tuoi codici di recupero',
    codesIntro:
      'Se perdi il telefono, ognuno di questi codici ti permette di accedere una volta. Conservali in un posto sicuro, come un gestore di password: vengono mostrati solo ora.',
    codesLabel: 'Codici di recupero',
    copy: 'Copia',
    codesCopied: 'Codici copiati.',
    download: 'Scarica (.txt)',
    downloaded: '{file} scaricato.',
    fileTitle: 'Codici di recupero di {account}',
    fileNote: 'Ogni codice funziona una sola volta. Nuovi codici sostituiscono tutti questi.',
    saved: 'Ho salvato questi codici',
    savedFirst: 'Spunta la casella dopo aver salvato i codici in un posto sicuro.',
    done: 'Fatto',
    regenerate: 'Genera nuovi codici di recupero',
    regenerateIntro:
      'I nuovi codici sostituiscono tutti quelli vecchi. Inserisci il codice attuale della tua app di autenticazione.',
    generate: 'Genera',
    generating: 'Generazione in corso…',
    regenerateFailed: 'Non è stato possibile generare nuovi codici di recupero.',
    regenerated: 'Nuovi codici di recupero generati. Quelli vecchi non funzionano più.',
    turnOff: "Disattiva l'accesso in due passaggi",
    turnOffTitle: "Disattivare l'accesso in due passaggi?",
    turnOffIntro:
      'Il tuo account sarà protetto solo dalla password e le tue altre sessioni verranno chiuse. Per confermare, inserisci un codice della tua app di autenticazione o un codice di recupero.',
    turnOffRequired:
      "Gli amministratori devono usare l'accesso in due passaggi: dovrai riattivarlo prima di poter usare il pannello di amministrazione.",
    anyCodeLabel: "Codice dell'app o codice di recupero",
    confirmOff: 'Disattiva',
    turningOff: 'Disattivazione…',
    turnOffFailed: "Non è stato possibile disattivare l'accesso in due passaggi.",
    turnedOff: "L'accesso in due passaggi è disattivato. Le tue altre sessioni sono state chiuse.",
  },
};
export default it;
