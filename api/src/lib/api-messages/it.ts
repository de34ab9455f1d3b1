import type { ApiMessageTexts } from 'contracts';

// Italian. Field names ({field}) are the API's own names and stay as they are.
const it: ApiMessageTexts = {
  AUTH_REQUIRED: 'Autenticazione richiesta',
  TOKEN_INVALID: 'Token non valido o scaduto',
  ADMIN_REQUIRED: 'Accesso da amministratore richiesto',
  NOT_FOUND: 'Non trovato',
  TOO_MANY_REQUESTS: 'Troppe richieste, riprova più tardi.',
  RETRY_IN_one: 'Troppe richieste. Riprova tra {count} secondo.',
  RETRY_IN_other: 'Troppe richieste. Riprova tra {count} secondi.',
  BAD_REQUEST: 'Richiesta errata',
  INVALID_REQUEST: 'Richiesta non valida',
  JSON_MALFORMED: 'Il corpo della richiesta contiene JSON non valido',
  JSON_EMPTY: 'Il corpo della richiesta è vuoto ma il tipo di contenuto è JSON',
  BODY_TOO_LARGE: 'Il corpo della richiesta è troppo grande (limite 100 KB)',
  MEDIA_TYPE: 'Tipo di contenuto non supportato; invia application/json',
  URL_MALFORMED: 'L’URL della richiesta non è valido (codifica percentuale errata)',
  CONTENT_ENCODING:
    'Content-Encoding non supportato; invia il corpo non compresso o in gzip, deflate o br',
  BODY_ENCODING_INVALID:
    'Impossibile decomprimere il corpo della richiesta con il suo Content-Encoding',
  HEADERS_TOO_LARGE: 'Le intestazioni della richiesta sono troppo grandi',
  REQUEST_TIMEOUT: 'La richiesta non è arrivata in tempo',
  INTERNAL_ERROR: 'Errore interno del server',
  FIELD_REQUIRED: '{field} è obbligatorio',
  FIELD_NOT_ALLOWED: '{field} non è un campo consentito',
  FIELD_ONE_OF: '{field} deve essere uno di questi valori: {values}',
  FIELD_EMAIL: '{field} deve essere un indirizzo e-mail valido',
  FIELD_FORMAT: '{field} deve essere un {format} valido',
  FIELD_MIN_LENGTH: '{field} deve contenere almeno {limit} caratteri',
  FIELD_MAX_LENGTH: '{field} non deve superare {limit} caratteri',
  FIELD_INVALID: '{field} non è valido',
  FIELD_NOTHING_TO_CHANGE: 'Niente da modificare: invia almeno un campo',
  REGISTERED: 'Registrazione completata. Ora accedi.',
  LOGIN_OK: 'Accesso effettuato',
  LOGIN_FAILED: 'E-mail o password non corretti',
  LOGIN_LOCKED:
    'Troppi tentativi di accesso non riusciti da questo dispositivo. Riprova più tardi.',
  EMAIL_TAKEN: 'Esiste già un account con questa e-mail',
  USERNAME_TAKEN: 'Questo nome utente è già in uso',
  ACCOUNT_EXISTS: 'Questo account esiste già',
  ACCOUNT_NOT_FOUND: 'Account non trovato',
  USER_NOT_FOUND: 'Utente non trovato',
  LAST_ADMIN: 'Questo è l’ultimo amministratore; promuovi prima un altro account',
  PASSWORD_TOO_SHORT: '{field} deve contenere almeno {min} caratteri',
  PASSWORD_TOO_LONG: '{field} può contenere al massimo {max} caratteri',
  PASSWORD_COMMON: '{field} è troppo comune; scegli una password meno prevedibile',
  PASSWORD_PERSONAL: '{field} non può essere il tuo indirizzo e-mail o il tuo nome utente',
  FULL_NAME_LENGTH: '{field} deve contenere da {min} a {max} caratteri',
  FULL_NAME_CHARACTERS: '{field} può contenere solo lettere, spazi, apostrofi, trattini e punti',
  FIELD_PLAIN_TEXT:
    '{field} non può contenere caratteri di controllo né caratteri di formattazione invisibili (come quelli che invertono la direzione del testo o gli spazi a larghezza zero)',
  FIELD_NO_MARKUP:
    '{field} non può contenere < o >, caratteri di controllo né caratteri di formattazione invisibili',
  FIELD_LINKEDIN:
    '{field} deve essere l’indirizzo https:// di un profilo LinkedIn, ad esempio https://www.linkedin.com/in/il-tuo-nome',
  ISSUE_DATE_RANGE: '{field} deve essere una data compresa tra il {min} e il {max}',
  OTP_SENT: 'Codice inviato',
  OTP_INVALID: 'Codice non valido o scaduto',
  OTP_VERIFIED: 'Codice verificato. Inserisci la nuova password',
  RESET_INVALID: 'Token di reimpostazione non valido o scaduto. Richiedi un nuovo codice.',
  PASSWORD_CHANGED: 'Password modificata',
  ENQUIRY_THANKS: 'Grazie! Ti risponderemo al più presto.',
  FORM_TOO_FAST:
    'Troppo veloce! Attendi qualche secondo, controlla il messaggio e invialo di nuovo.',
  FORM_TOKEN_INVALID:
    'Non è stato possibile verificare questo modulo. Ricarica la pagina e invialo di nuovo.',
  FORM_TOKEN_EXPIRED:
    'Questo modulo è rimasto aperto troppo a lungo. Ricarica la pagina e invialo di nuovo.',
  ENQUIRY_ASSIGNEE_NOT_STAFF:
    'Una richiesta può essere assegnata solo a un account amministratore o commerciale.',
  BLOG_POST_NOT_FOUND: 'Articolo non trovato',
  CERTIFICATE_NOT_FOUND: 'Certificato non trovato.',
  CORRECTION_NOT_VALID: 'Solo su un certificato valido si può correggere il nome.',
  CORRECTION_OPEN:
    'Una richiesta di correzione del nome di questo certificato è già in attesa di decisione.',
  CORRECTION_SAME_NAME: 'Il nome corretto è quello già riportato sul certificato.',
  CORRECTION_NOT_FOUND: 'Richiesta di correzione del nome non trovata.',
  CORRECTION_DECIDED: 'Su questa richiesta di correzione del nome è già stata presa una decisione.',
  MFA_REQUIRED: "Inserisci il codice della tua app di autenticazione per completare l'accesso.",
  MFA_OFF: "L'accesso in due passaggi è disattivato.",
  MFA_CODE_INVALID:
    'Il codice non è valido. Inserisci il codice attuale della tua app di autenticazione o un codice di recupero.',
  MFA_LOCKED:
    "Troppi codici errati. Il secondo passaggio è bloccato per un po'; un codice di recupero funziona comunque.",
  MFA_CHALLENGE_INVALID: 'Questo accesso è scaduto o è già stato usato. Accedi di nuovo.',
  MFA_ALREADY_ON: "L'accesso in due passaggi è già attivo per questo account.",
  MFA_NOT_ON: "L'accesso in due passaggi non è attivo per questo account.",
  MFA_ENROLMENT_REQUIRED:
    "Gli amministratori devono prima attivare l'accesso in due passaggi. Apri il pannello di amministrazione per configurarlo.",
  MFA_RESET:
    "L'accesso in due passaggi è stato reimpostato. L'account accede con la sola password finché il titolare non lo riattiva.",
  MFA_RESET_SELF:
    "Il tuo accesso in due passaggi si disattiva dalla scheda Sicurezza dell'accesso, con un codice.",
  SIGNED_OUT: 'Disconnessione eseguita.',
  EMAIL_PROOF_SENT:
    'Abbiamo inviato un codice di 6 cifre al tuo indirizzo e-mail. Scade tra 10 minuti.',
  EMAIL_PROOF_WAIT:
    'Un codice è stato inviato da poco. Attendi un minuto prima di chiederne un altro.',
  EMAIL_PROOF_INVALID:
    'Codice non valido o scaduto. Inserisci il codice più recente o chiedine uno nuovo.',
  EMAIL_PROVEN: 'Il tuo indirizzo e-mail è confermato.',
  EMAIL_ALREADY_PROVEN: 'Il tuo indirizzo e-mail è già confermato.',
  PASSWORD_INCORRECT: 'La password non è corretta.',
  EMAIL_CHANGE_SENT:
    'Abbiamo inviato un codice di 6 cifre al nuovo indirizzo. Scade tra 10 minuti; l’indirizzo cambia appena lo inserisci.',
  EMAIL_CHANGE_SAME: 'Questo è già il tuo indirizzo e-mail.',
  EMAIL_CHANGED:
    'Il tuo indirizzo e-mail è cambiato. Gli altri dispositivi sono stati disconnessi.',
  ACCOUNT_DELETED:
    'Il tuo account è stato eliminato. I tuoi certificati restano verificabili tramite il loro ID.',
  EMAIL_NOT_PROVEN:
    "Questo account non ha ancora confermato l'indirizzo e-mail, quindi non può ricevere nessun ruolo superiore a user.",
  ORDER_COUPON_UNKNOWN: 'Codice coupon sconosciuto',
  ORDER_COUPON_NOT_YET_VALID: 'Questo coupon non è ancora valido',
  ORDER_COUPON_EXPIRED: 'Questo coupon è scaduto',
  ORDER_COUPON_USED_UP: 'Questo coupon ha esaurito gli utilizzi',
  ORDER_COUPON_NOT_APPLICABLE: 'Questo coupon non vale per questo corso',
  GSTIN_FORMAT:
    'Il GSTIN non è nel formato corretto (15 caratteri: stato, PAN, entità, Z, controllo)',
  GSTIN_STATE: 'Il GSTIN inizia con un codice di stato sconosciuto',
  GSTIN_CHECKSUM:
    'Il carattere di controllo del GSTIN è errato: verifica che non ci siano errori di battitura',
  GSTIN_ABROAD: 'Il GSTIN è solo per acquirenti in India',
  GSTIN_OTHER_STATE: 'Il GSTIN è registrato in uno stato diverso da quello di fatturazione',
  ORDER_STATE_REQUIRED: 'Un acquirente in India indica lo stato (il codice GST a due cifre)',
  ORDER_UPI_RUPEES:
    'UPI accetta solo rupie: chi acquista fuori dall’India paga con bonifico, carta o PayPal',
  ORDER_CARD_UNAVAILABLE: 'Il pagamento con carta non è disponibile',
  ORDER_VOUCHERS_SOLD_OUT: 'Esaurito: non restano abbastanza voucher d’esame per questa quantità',
  ORDER_SEATS_SOLD_OUT:
    'Esaurito: non restano abbastanza posti in questa edizione per questa quantità',
  ORDER_NOT_ON_SALE: 'Questo voucher d’esame non è in vendita',
  ORDER_BATCH_CLOSED: 'Questa edizione non è aperta alle prenotazioni',
  ORDER_ATTENDEES: 'Indica un nome di partecipante per ogni posto',
  PAYMENT_NOT_HELD: 'Questo pagamento non è in attesa di una decisione',
  PAYMENT_ORDER_EXPIRED_NO_STOCK:
    'L’ordine è scaduto e i suoi articoli non sono più disponibili: rifiuta il pagamento perché venga restituito',
  PAYMENT_ORDER_CLOSED:
    'L’ordine non è più in attesa di pagamento: non può ricevere questo pagamento; rifiutalo perché venga restituito',
  PAYMENT_TRANSACTION_OTHER_ORDER:
    'La transazione {transaction} è stata registrata per un altro ordine',
  ORDER_REFUND_NOT_PAID: 'Solo un ordine pagato può essere rimborsato',
  ORDER_NOT_CARD: 'Questo ordine non si paga con carta',
  ORDER_NOT_AWAITING_PAYMENT: 'Solo un ordine in attesa di pagamento può essere pagato',
  ORDER_UTR_CLOSED: 'Solo un ordine in attesa di pagamento accetta un riferimento di transazione',
  ORDER_CODES_AFTER_PAYMENT: 'I codici vengono mostrati quando l’ordine è pagato',
  STATEMENT_UNKNOWN_COLUMNS:
    'L’estratto conto ha colonne sconosciute: {columns}. Consentite: date, narration, amount, utr',
  STATEMENT_MISSING_COLUMNS: 'All’estratto conto mancano le colonne: {columns}',
  STATEMENT_EMPTY: 'L’estratto conto non ha righe',
  STATEMENT_TOO_MANY_ROWS: 'L’estratto conto ha più di {max} righe: dividilo',
  PURCHASE_EMAIL_NOT_PROVEN:
    'Conferma il tuo indirizzo e-mail prima di acquistare: è lì che inviamo i voucher, la fattura e la conferma del posto.',
  STEP_UP_REQUIRED:
    'Conferma questa azione con un codice attuale della tua app di autenticazione o un codice di recupero.',
  STEP_UP_FAILED:
    'Il codice di conferma non è valido. Inserisci il codice attuale della tua app di autenticazione o un codice di recupero.',
  STEP_UP_NO_FACTOR:
    'Attiva prima l’accesso in due passaggi sul tuo account: questa azione richiede un suo codice.',
  CREDENTIAL_FOREIGN_ISSUER:
    'Questa credenziale non è stata emessa da questo sito (emittente {issuer}); verificala con gli strumenti del suo emittente.',
  CREDENTIAL_NOT_ACCEPTED:
    'Questa non è una credenziale di certificato come le scrive questo sito ({term}); invia la credenziale esattamente come è stata scaricata.',
  CREDENTIAL_SIGNATURE_INVALID:
    'La firma non corrisponde: la credenziale è stata modificata dopo la firma, o non è stata firmata con una chiave del suo emittente.',
  CREDENTIAL_STATUS_UNCHECKED: 'Non è stato possibile verificare lo stato di revoca.',
  CREDENTIAL_REVOKED: "L'emittente ha revocato questa credenziale.",
  CREDENTIAL_EXPIRED: 'La credenziale è scaduta il {time}.',
  CREDENTIAL_NOT_YET_VALID: 'La credenziale non è valida prima del {time}.',
  CREDENTIAL_KEY_RETIRED:
    'È stata firmata con la chiave {key} dopo che quella chiave aveva smesso di firmare ({time}).',
  CREDENTIAL_KEY_REVOKED:
    "La chiave {key} che l'ha firmata è stata revocata; la pagina del certificato ha la credenziale firmata di nuovo.",
  CREDENTIAL_CERTIFICATE_UNKNOWN:
    "Questo sito non ha alcun certificato con l'ID di questa credenziale.",
  CREDENTIAL_CERTIFICATE_MISMATCH:
    'Questa credenziale non corrisponde al certificato {certificateId} che questo sito conserva.',
  CREDENTIAL_CHECK_FAILED: 'Non è stato possibile verificare la credenziale.',
  QUESTION_NOT_FOUND: 'Domanda non trovata',
  QUESTION_DELETED: 'Domanda eliminata',
  NO_QUESTIONS_CATEGORY: 'Non ci sono domande disponibili per questa categoria',
  NO_QUESTIONS_ASSESSMENT: 'Non ci sono domande disponibili per questa valutazione',
  ASSESSMENT_NOT_FOUND: 'Valutazione non trovata',
  ATTEMPT_NOT_FOUND: 'Tentativo non trovato',
  ASSESSMENT_CLOSED: 'Questa valutazione è chiusa.',
  ASSESSMENT_ROLE_ONLY: 'Questa valutazione è riservata al ruolo {role}.',
  LEVEL_ONE_OF: 'level deve essere uno di questi valori: {levels}',
  ALREADY_SUBMITTED: 'Questo tentativo è già stato consegnato',
  TIME_OVER: 'Il tempo per questo tentativo è scaduto',
  TIME_OVER_SCORED:
    'Il tempo per questo tentativo è scaduto; è stato valutato con le risposte salvate',
  ATTEMPTS_USED: 'Hai usato tutti i {count} tentativi consentiti per questo livello.',
  NEXT_ATTEMPT: 'Il prossimo tentativo è consentito dalle {time}.',
  ALREADY_CERTIFIED:
    'Hai superato questo livello e hai il suo certificato. Puoi ripetere la valutazione solo se un amministratore lo consente.',
  REVIEW_PENDING:
    'Il tuo ultimo tentativo a questo livello è in attesa della verifica di un amministratore. Potrai ricominciare dopo la decisione.',
  REVIEW_NOT_PENDING: 'Questo tentativo non è in attesa di verifica.',
  ANSWER_NOT_OF_ATTEMPT: 'answers[{index}].questionId non è una domanda di questo tentativo',
  ANSWER_TWICE: 'answers[{index}].questionId ha ricevuto due risposte',
  OPTION_NOT_OF_QUESTION: 'answers[{index}].selectedOption non è un’opzione di quella domanda',
  EVENT_RECORDED: 'Evento registrato',
  IMPORT_TOO_LARGE:
    'L’importazione è troppo grande (limite {limit} MB, al massimo {rows} righe); dividi il file.',
  CREDENTIAL_TOO_LARGE:
    'La credenziale è troppo grande per essere verificata (limite {limit} KB); una credenziale di questo sito è di circa 2 KB.',
  CREDENTIAL_TOO_COMPLEX:
    'La credenziale ha più parti o un annidamento più profondo di una credenziale di questo sito; non è stata verificata.',
  CREDENTIAL_TOO_COSTLY:
    'La verifica della credenziale ha richiesto più di {ms} ms ed è stata interrotta; una credenziale di questo sito richiede molto meno.',
  CREDENTIAL_VERIFY_BUSY:
    'Troppe credenziali sono in verifica in questo momento. Riprova tra qualche secondo.',
  FIELD_TYPE: '{field} deve essere di tipo {type}',
  FIELD_MIN: '{field} deve essere almeno {limit}',
  FIELD_MAX: '{field} non deve superare {limit}',
  FIELD_PATTERN: '{field} non ha la forma prevista',
  FIELD_MIN_ITEMS: '{field} deve contenere almeno {limit} elementi',
  FIELD_MAX_ITEMS: '{field} non deve contenere più di {limit} elementi',
  DATABASE_UNAVAILABLE: 'Database non disponibile',
  MIGRATIONS_PENDING: 'Migrazioni del database non applicate: {migrations}',
  REMINDER_LINK_INVALID:
    'Questo link di disiscrizione non è valido. Usa il link del promemoria più recente oppure disattiva i promemoria in Il mio account.',
  REMINDER_LINK_EXPIRED:
    'Questo link di disiscrizione è scaduto. Usa il link del promemoria più recente oppure disattiva i promemoria in Il mio account.',
  REMINDERS_OPTED_OUT:
    'Fatto: questo indirizzo non riceverà più promemoria per il rinnovo dei certificati.',
  REMINDERS_EMAIL_NOT_PROVEN:
    'Conferma prima il tuo indirizzo e-mail: i promemoria vengono inviati lì.',
};

export default it;
