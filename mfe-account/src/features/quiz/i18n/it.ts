import type { QuizTranslation } from './en';

// Italian: the quiz and assessment screens of /test.
const it: QuizTranslation = {
  quiz: {
    title: 'Quiz online',
    description: 'Scegli una categoria e svolgi un quiz a tempo.',
    category: 'Categoria',
    count: 'Numero di domande',
    start: 'Inizia il quiz',
    rules:
      'Il timer parte quando inizi. Resta su questa scheda: uscire dalla scheda o dallo schermo intero, copiare, incollare e aprire il menu contestuale vengono registrati.',
    timeLeft: 'Tempo rimasto: {time}',
    questionOf: 'Domanda {n} di {total}',
    previous: 'Precedente',
    next: 'Successiva',
    submit: 'Invia le risposte',
    confirmSubmit: 'Inviare ora? Domande senza risposta: {unanswered}.',
    keepAnswering: 'Continua a rispondere',
    answered: '{count} di {total} con risposta',
    jumpTo: 'Vai alla domanda {n}',
    questionsNav: 'Domande',
    timeUp: 'Tempo scaduto: le tue risposte sono state inviate.',
    score: 'Il tuo punteggio: {score} su {total}.',
    passed: 'Superato',
    failed: 'Non superato',
    again: 'Fai un altro quiz',
    mine: 'I miei risultati',
    date: 'Data',
    result: 'Risultato',
    noResults: 'Non hai ancora svolto nessun quiz.',
    startFailed: 'Non è stato possibile avviare il quiz.',
    submitFailed: 'Non è stato possibile inviare le tue risposte.',
    resultsFailed: 'Non è stato possibile caricare i tuoi risultati.',
    'warn-tab-hidden': 'Attenzione: hai lasciato la scheda del quiz. È stato registrato.',
    'warn-fullscreen-exit': 'Attenzione: sei uscito dallo schermo intero. È stato registrato.',
    'warn-copy': 'Attenzione: non è consentito copiare durante il quiz. È stato registrato.',
    'warn-paste': 'Attenzione: non è consentito incollare durante il quiz. È stato registrato.',
    'warn-context-menu':
      'Attenzione: il menu contestuale è disattivato durante il quiz. È stato registrato.',
    networking: 'Reti',
    security: 'Sicurezza',
    cloud: 'Cloud computing',
  },
  assessment: {
    metaTitle: 'Valutazione',
    metaDescription: 'Una valutazione a tempo; il server tiene il tempo e il punteggio.',
    startTitle: 'Inizia la valutazione',
    levelIs: 'Livello:',
    startIntro:
      'Il timer parte quando inizi ed è tenuto dal server; le risposte vengono salvate man mano.',
    fullName: 'Nome completo (come sul certificato)',
    fullNameHint:
      'Stampato sul tuo certificato e salvato nel tuo profilo. Controllalo e correggilo se serve.',
    errNameLength: 'Inserisci il tuo nome completo: da {min} a {max} caratteri.',
    errNameChars: 'Nel nome usa solo lettere, spazi, apostrofi, trattini e punti.',
    start: 'Inizia la valutazione',
    startFailed: 'Non è stato possibile avviare la valutazione.',
    heading: '{name} — {level}',
    timeLeft: 'Tempo rimasto:',
    submit: 'Invia la valutazione',
    submitFailed: 'Non è stato possibile inviare le tue risposte.',
    attemptNotFound:
      'Impossibile trovare questo risultato. Potrebbe appartenere a un altro account.',
    saveFailed:
      "Non è stato ancora possibile salvare l'ultima risposta; verrà inviata insieme alla prossima.",
    'warn-tab-hidden':
      'Avviso {count} di {limit}: hai lasciato la scheda della valutazione. È stato registrato; con {limit} avvisi il tentativo viene inviato.',
    'warn-copy':
      'Avviso {count} di {limit}: non è consentito copiare durante la valutazione. È stato registrato; con {limit} avvisi il tentativo viene inviato.',
    'warn-paste':
      'Avviso {count} di {limit}: non è consentito incollare durante la valutazione. È stato registrato; con {limit} avvisi il tentativo viene inviato.',
    'warn-context-menu':
      'Avviso {count} di {limit}: il menu contestuale è disattivato durante la valutazione. È stato registrato; con {limit} avvisi il tentativo viene inviato.',
    warnUnsent: 'Avviso: non è consentito durante la valutazione.',
    resultTitle: '{name} — risultato',
    score: 'Il tuo punteggio: {score} su {total} (soglia di superamento {passMark}):',
    passed: 'Superato',
    failed: 'Non superato',
    securitySubmitted: 'Il tentativo è stato inviato dopo ripetuti avvisi di sicurezza.',
    deadlineSubmitted:
      'Il tempo era scaduto: il tentativo è stato inviato con le risposte salvate fino a quel momento.',
    reviewPending:
      'Il tuo punteggio raggiunge la soglia di superamento, ma il tentativo si è concluso dopo ripetuti avvisi di sicurezza, quindi non è stato rilasciato alcun certificato. Un amministratore verificherà il tentativo e deciderà.',
    reviewGranted: 'Un amministratore ha verificato il tentativo e ha concesso il certificato.',
    reviewRefused: 'Un amministratore ha verificato il tentativo e non ha concesso il certificato.',
    certificateId: 'ID del certificato:',
    verifyLink: 'Verifica e scarica il certificato',
    copyLink: 'Copia link',
    copied: 'Link copiato.',
    copyFailed: 'Non è stato possibile copiare il link: {link}',
    nextAttempt: 'Il prossimo tentativo è consentito dal {time}.',
    noAttemptsLeft: 'Non hai più tentativi per questo livello.',
    back: 'Torna agli esami interni',
    'level-easy': 'facile',
    'level-intermediate': 'intermedio',
    'level-advanced': 'avanzato',
    'level-practice': 'esercitazione',
  },
};
export default it;
