import type { ApiMessageTexts } from 'contracts';

// Dutch (je). Field names ({field}) are the API's own names and stay as they are.
const nl: ApiMessageTexts = {
  AUTH_REQUIRED: 'Inloggen vereist',
  TOKEN_INVALID: 'Ongeldig of verlopen token',
  ADMIN_REQUIRED: 'Beheerderstoegang vereist',
  NOT_FOUND: 'Niet gevonden',
  TOO_MANY_REQUESTS: 'Te veel verzoeken, probeer het later opnieuw.',
  RETRY_IN_one: 'Te veel verzoeken. Probeer het over {count} seconde opnieuw.',
  RETRY_IN_other: 'Te veel verzoeken. Probeer het over {count} seconden opnieuw.',
  BAD_REQUEST: 'Ongeldig verzoek',
  INVALID_REQUEST: 'Ongeldig verzoek',
  JSON_MALFORMED: 'De body van het verzoek bevat ongeldige JSON',
  JSON_EMPTY: 'De body van het verzoek is leeg, maar het contenttype is JSON',
  BODY_TOO_LARGE: 'De body van het verzoek is te groot (maximaal 100 KB)',
  MEDIA_TYPE: 'Contenttype niet ondersteund; stuur application/json',
  URL_MALFORMED: 'De URL van het verzoek is ongeldig (foute procentcodering)',
  CONTENT_ENCODING:
    'Content-Encoding niet ondersteund; stuur de body ongecomprimeerd of als gzip, deflate of br',
  BODY_ENCODING_INVALID:
    'De body van het verzoek kon niet worden gedecomprimeerd volgens de Content-Encoding',
  HEADERS_TOO_LARGE: 'De headers van het verzoek zijn te groot',
  REQUEST_TIMEOUT: 'Het verzoek kwam niet op tijd binnen',
  INTERNAL_ERROR: 'Interne serverfout',
  FIELD_REQUIRED: '{field} is verplicht',
  FIELD_NOT_ALLOWED: '{field} is geen toegestaan veld',
  FIELD_ONE_OF: '{field} moet een van deze waarden zijn: {values}',
  FIELD_EMAIL: '{field} moet een geldig e-mailadres zijn',
  FIELD_FORMAT: '{field} moet een geldige {format} zijn',
  FIELD_MIN_LENGTH: '{field} moet minstens {limit} tekens lang zijn',
  FIELD_MAX_LENGTH: '{field} mag niet langer zijn dan {limit} tekens',
  FIELD_INVALID: '{field} is ongeldig',
  FIELD_NOTHING_TO_CHANGE: 'Niets te wijzigen: stuur ten minste één veld',
  REGISTERED: 'Registratie gelukt. Log nu in.',
  LOGIN_OK: 'Ingelogd',
  LOGIN_FAILED: 'Onjuist e-mailadres of wachtwoord',
  LOGIN_LOCKED: 'Te veel mislukte inlogpogingen vanaf dit apparaat. Probeer het later opnieuw.',
  EMAIL_TAKEN: 'Er bestaat al een account met dit e-mailadres',
  USERNAME_TAKEN: 'Deze gebruikersnaam is al in gebruik',
  ACCOUNT_EXISTS: 'Dit account bestaat al',
  ACCOUNT_NOT_FOUND: 'Account niet gevonden',
  USER_NOT_FOUND: 'Gebruiker niet gevonden',
  LAST_ADMIN: 'Dit is de laatste beheerder; maak eerst een ander account beheerder',
  PASSWORD_TOO_SHORT: '{field} moet minstens {min} tekens lang zijn',
  PASSWORD_TOO_LONG: '{field} mag hoogstens {max} tekens lang zijn',
  PASSWORD_COMMON: '{field} komt te vaak voor; kies een minder voorspelbaar wachtwoord',
  PASSWORD_PERSONAL: '{field} mag niet je e-mailadres of gebruikersnaam zijn',
  FULL_NAME_LENGTH: '{field} moet {min} tot {max} tekens lang zijn',
  FULL_NAME_CHARACTERS:
    '{field} mag alleen letters, spaties, apostrofs, koppeltekens en punten bevatten',
  FIELD_PLAIN_TEXT:
    '{field} mag geen stuurtekens of onzichtbare opmaaktekens bevatten (zoals tekens die de leesrichting omdraaien of spaties zonder breedte)',
  FIELD_NO_MARKUP: '{field} mag geen < of >, stuurtekens of onzichtbare opmaaktekens bevatten',
  FIELD_LINKEDIN:
    '{field} moet het https://-adres van een LinkedIn-profiel zijn, zoals https://www.linkedin.com/in/je-naam',
  ISSUE_DATE_RANGE: '{field} moet een datum van {min} tot en met {max} zijn',
  OTP_SENT: 'Code verstuurd',
  OTP_INVALID: 'Ongeldige of verlopen code',
  OTP_VERIFIED: 'Code bevestigd. Kies je nieuwe wachtwoord',
  RESET_INVALID: 'Ongeldig of verlopen resettoken. Vraag een nieuwe code aan.',
  PASSWORD_CHANGED: 'Wachtwoord gewijzigd',
  ENQUIRY_THANKS: 'Bedankt! We nemen snel contact met je op.',
  FORM_TOO_FAST:
    'Dat ging snel! Wacht een paar seconden, controleer je bericht en verstuur het opnieuw.',
  FORM_TOKEN_INVALID:
    'Dit formulier kon niet worden gecontroleerd. Laad de pagina opnieuw en verstuur het nogmaals.',
  FORM_TOKEN_EXPIRED:
    'Dit formulier stond te lang open. Laad de pagina opnieuw en verstuur het nogmaals.',
  ENQUIRY_ASSIGNEE_NOT_STAFF:
    'Een aanvraag kan alleen aan een beheerders- of verkoopaccount worden toegewezen.',
  BLOG_POST_NOT_FOUND: 'Blogartikel niet gevonden',
  CERTIFICATE_NOT_FOUND: 'Certificaat niet gevonden.',
  CORRECTION_NOT_VALID: 'Alleen op een geldig certificaat kan de naam worden gecorrigeerd.',
  CORRECTION_OPEN:
    'Er wacht al een verzoek om de naam op dit certificaat te corrigeren op een beslissing.',
  CORRECTION_SAME_NAME: 'De gecorrigeerde naam is de naam die al op het certificaat staat.',
  CORRECTION_NOT_FOUND: 'Verzoek om naamcorrectie niet gevonden.',
  CORRECTION_DECIDED: 'Over dit verzoek om naamcorrectie is al beslist.',
  MFA_REQUIRED: 'Voer de code uit je authenticator-app in om het aanmelden af te ronden.',
  MFA_OFF: 'Aanmelden in twee stappen staat uit.',
  MFA_CODE_INVALID:
    'De code is niet geldig. Voer de huidige code uit je authenticator-app of een herstelcode in.',
  MFA_LOCKED:
    'Te veel verkeerde codes. De tweede stap is een tijd geblokkeerd; een herstelcode werkt nog wel.',
  MFA_CHALLENGE_INVALID: 'Deze aanmelding is verlopen of al gebruikt. Meld je opnieuw aan.',
  MFA_ALREADY_ON: 'Aanmelden in twee stappen staat al aan voor dit account.',
  MFA_NOT_ON: 'Aanmelden in twee stappen staat niet aan voor dit account.',
  MFA_ENROLMENT_REQUIRED:
    'Beheerders moeten eerst aanmelden in twee stappen aanzetten. Open het beheerpaneel om het in te stellen.',
  MFA_RESET:
    'Aanmelden in twee stappen is opnieuw ingesteld. Het account meldt zich alleen met het wachtwoord aan tot de eigenaar het weer aanzet.',
  MFA_RESET_SELF:
    'Je eigen aanmelden in twee stappen zet je uit op het tabblad Aanmeldbeveiliging, met een code.',
  SIGNED_OUT: 'Je bent afgemeld.',
  EMAIL_PROOF_SENT:
    'We hebben een code van 6 cijfers naar je e-mailadres gestuurd. Hij verloopt over 10 minuten.',
  EMAIL_PROOF_WAIT: 'Er is net een code verstuurd. Wacht een minuut voordat je een nieuwe vraagt.',
  EMAIL_PROOF_INVALID:
    'Ongeldige of verlopen code. Voer de nieuwste code in of vraag een nieuwe aan.',
  EMAIL_PROVEN: 'Je e-mailadres is bevestigd.',
  EMAIL_ALREADY_PROVEN: 'Je e-mailadres is al bevestigd.',
  PASSWORD_INCORRECT: 'Het wachtwoord is niet juist.',
  EMAIL_CHANGE_SENT:
    'We hebben een code van 6 cijfers naar het nieuwe adres gestuurd. Die verloopt na 10 minuten; je adres wijzigt zodra je de code invoert.',
  EMAIL_CHANGE_SAME: 'Dit is al je e-mailadres.',
  EMAIL_CHANGED: 'Je e-mailadres is gewijzigd. Andere apparaten zijn afgemeld.',
  ACCOUNT_DELETED: 'Je account is verwijderd. Je certificaten blijven controleerbaar via hun ID.',
  EMAIL_NOT_PROVEN:
    'Dit account heeft zijn e-mailadres nog niet bevestigd en kan daarom geen rol boven user krijgen.',
  ORDER_COUPON_UNKNOWN: 'Onbekende kortingscode',
  ORDER_COUPON_NOT_YET_VALID: 'Deze kortingscode is nog niet geldig',
  ORDER_COUPON_EXPIRED: 'Deze kortingscode is verlopen',
  ORDER_COUPON_USED_UP: 'Deze kortingscode is op',
  ORDER_COUPON_NOT_APPLICABLE: 'Deze kortingscode geldt niet voor deze cursus',
  GSTIN_FORMAT:
    'Het GSTIN heeft niet de juiste vorm (15 tekens: staat, PAN, entiteit, Z, controleteken)',
  GSTIN_STATE: 'Het GSTIN begint met een onbekende staatscode',
  GSTIN_CHECKSUM: 'Het controleteken van het GSTIN klopt niet: controleer het op een tikfout',
  GSTIN_ABROAD: 'Een GSTIN is alleen voor kopers in India',
  GSTIN_OTHER_STATE: 'Het GSTIN is geregistreerd in een andere staat dan de factuurstaat',
  ORDER_STATE_REQUIRED: 'Een koper in India geeft de staat op (de GST-staatscode van twee cijfers)',
  ORDER_UPI_RUPEES:
    'UPI werkt alleen in roepies: kopers buiten India betalen per overschrijving, kaart of PayPal',
  ORDER_CARD_UNAVAILABLE: 'Betalen met een kaart is niet mogelijk',
  ORDER_VOUCHERS_SOLD_OUT: 'Uitverkocht: er zijn niet genoeg examenvouchers meer voor dit aantal',
  ORDER_SEATS_SOLD_OUT:
    'Volgeboekt: er zijn niet genoeg plaatsen meer in deze groep voor dit aantal',
  ORDER_NOT_ON_SALE: 'Deze examenvoucher is niet te koop',
  ORDER_BATCH_CLOSED: 'Voor deze groep kunt u niet boeken',
  ORDER_ATTENDEES: 'Geef één deelnemersnaam per plaats',
  PAYMENT_NOT_HELD: 'Deze betaling wacht niet op een beslissing',
  PAYMENT_ORDER_EXPIRED_NO_STOCK:
    'De bestelling is verlopen en de artikelen zijn niet meer op voorraad: wijs de betaling af zodat ze wordt terugbetaald',
  PAYMENT_ORDER_CLOSED:
    'De bestelling wacht niet meer op betaling: ze kan deze betaling niet aannemen; wijs ze af zodat ze wordt terugbetaald',
  PAYMENT_TRANSACTION_OTHER_ORDER:
    'Transactie {transaction} is voor een andere bestelling geregistreerd',
  ORDER_REFUND_NOT_PAID: 'Alleen een betaalde bestelling kan worden terugbetaald',
  ORDER_NOT_CARD: 'Deze bestelling wordt niet met een kaart betaald',
  ORDER_NOT_AWAITING_PAYMENT: 'Alleen een bestelling die op betaling wacht, kan worden betaald',
  ORDER_UTR_CLOSED:
    'Alleen een bestelling die op betaling wacht, neemt een transactiereferentie aan',
  ORDER_CODES_AFTER_PAYMENT: 'De codes worden getoond zodra de bestelling is betaald',
  STATEMENT_UNKNOWN_COLUMNS:
    'Het afschrift heeft onbekende kolom(men): {columns}. Toegestaan: date, narration, amount, utr',
  STATEMENT_MISSING_COLUMNS: 'Het afschrift mist de kolom(men): {columns}',
  STATEMENT_EMPTY: 'Het afschrift heeft geen regels',
  STATEMENT_TOO_MANY_ROWS: 'Het afschrift heeft meer dan {max} regels: splits het',
  PURCHASE_EMAIL_NOT_PROVEN:
    'Bevestig uw e-mailadres voordat u iets koopt: daar sturen we de vouchers, de factuur en de bevestiging van uw plaats naartoe.',
  STEP_UP_REQUIRED:
    'Bevestig deze actie met een actuele code uit je authenticator-app of een herstelcode.',
  STEP_UP_FAILED:
    'De bevestigingscode is niet geldig. Voer de actuele code uit je authenticator-app of een herstelcode in.',
  STEP_UP_NO_FACTOR:
    'Zet eerst aanmelden in twee stappen aan voor je eigen account: deze actie vraagt daar een code van.',
  CREDENTIAL_FOREIGN_ISSUER:
    'Deze credential is niet door deze site uitgegeven (uitgever {issuer}); controleer hem met de middelen van die uitgever.',
  CREDENTIAL_NOT_ACCEPTED:
    'Dit is geen certificaat-credential zoals deze site die schrijft ({term}); stuur de credential precies zoals hij is gedownload.',
  CREDENTIAL_SIGNATURE_INVALID:
    'De handtekening klopt niet: de credential is na het ondertekenen gewijzigd, of niet ondertekend met een sleutel van de uitgever.',
  CREDENTIAL_STATUS_UNCHECKED: 'De intrekkingsstatus kon niet worden gecontroleerd.',
  CREDENTIAL_REVOKED: 'De uitgever heeft deze credential ingetrokken.',
  CREDENTIAL_EXPIRED: 'De credential is verlopen op {time}.',
  CREDENTIAL_NOT_YET_VALID: 'De credential is niet geldig vóór {time}.',
  CREDENTIAL_KEY_RETIRED:
    'Hij is ondertekend met de sleutel {key} nadat die sleutel niet meer ondertekende ({time}).',
  CREDENTIAL_KEY_REVOKED:
    'De sleutel {key} waarmee hij is ondertekend, is ingetrokken; de pagina van het certificaat heeft de opnieuw ondertekende credential.',
  CREDENTIAL_CERTIFICATE_UNKNOWN: 'Deze site heeft geen certificaat met de ID van deze credential.',
  CREDENTIAL_CERTIFICATE_MISMATCH:
    'Deze credential komt niet overeen met het certificaat {certificateId} dat deze site heeft.',
  CREDENTIAL_CHECK_FAILED: 'De credential kon niet worden gecontroleerd.',
  QUESTION_NOT_FOUND: 'Vraag niet gevonden',
  QUESTION_DELETED: 'Vraag verwijderd',
  NO_QUESTIONS_CATEGORY: 'Er zijn geen vragen beschikbaar in deze categorie',
  NO_QUESTIONS_ASSESSMENT: 'Er zijn geen vragen beschikbaar voor deze toets',
  ASSESSMENT_NOT_FOUND: 'Toets niet gevonden',
  ATTEMPT_NOT_FOUND: 'Poging niet gevonden',
  ASSESSMENT_CLOSED: 'Deze toets is gesloten.',
  ASSESSMENT_ROLE_ONLY: 'Deze toets is alleen voor de rol {role}.',
  LEVEL_ONE_OF: 'level moet een van deze waarden zijn: {levels}',
  ALREADY_SUBMITTED: 'Deze poging is al ingeleverd',
  TIME_OVER: 'De tijd voor deze poging is om',
  TIME_OVER_SCORED: 'De tijd voor deze poging is om; ze is beoordeeld met de opgeslagen antwoorden',
  ATTEMPTS_USED: 'Je hebt alle {count} toegestane pogingen voor dit niveau gebruikt.',
  NEXT_ATTEMPT: 'Je volgende poging is mogelijk vanaf {time}.',
  ALREADY_CERTIFIED:
    'Je bent voor dit niveau geslaagd en hebt het certificaat. Je kunt het alleen opnieuw doen als een beheerder een herkansing toestaat.',
  REVIEW_PENDING:
    'Je laatste poging op dit niveau wacht op de beoordeling door een beheerder. Zodra die beslist is, kun je opnieuw beginnen.',
  REVIEW_NOT_PENDING: 'Deze poging wacht niet op een beoordeling.',
  ANSWER_NOT_OF_ATTEMPT: 'answers[{index}].questionId is geen vraag van deze poging',
  ANSWER_TWICE: 'answers[{index}].questionId is twee keer beantwoord',
  OPTION_NOT_OF_QUESTION: 'answers[{index}].selectedOption is geen optie van die vraag',
  EVENT_RECORDED: 'Gebeurtenis vastgelegd',
  IMPORT_TOO_LARGE:
    'De import is te groot (maximaal {limit} MB, hoogstens {rows} rijen); splits het bestand.',
  CREDENTIAL_TOO_LARGE:
    'De credential is te groot om te controleren (maximaal {limit} KB); een credential van deze site is ongeveer 2 KB.',
  CREDENTIAL_TOO_COMPLEX:
    'De credential heeft meer onderdelen of een diepere nesting dan een credential van deze site; hij is niet gecontroleerd.',
  CREDENTIAL_TOO_COSTLY:
    'Het controleren van de credential duurde langer dan {ms} ms en is gestopt; een credential van deze site kost veel minder tijd.',
  CREDENTIAL_VERIFY_BUSY:
    'Er worden op dit moment te veel credentials gecontroleerd. Probeer het over een paar seconden opnieuw.',
  FIELD_TYPE: '{field} moet van het type {type} zijn',
  FIELD_MIN: '{field} moet minstens {limit} zijn',
  FIELD_MAX: '{field} mag hoogstens {limit} zijn',
  FIELD_PATTERN: '{field} heeft niet de juiste vorm',
  FIELD_MIN_ITEMS: '{field} moet minstens {limit} items bevatten',
  FIELD_MAX_ITEMS: '{field} mag niet meer dan {limit} items bevatten',
  DATABASE_UNAVAILABLE: 'Database niet beschikbaar',
  MIGRATIONS_PENDING: 'Databasemigraties niet toegepast: {migrations}',
  REMINDER_LINK_INVALID:
    'Deze afmeldlink is ongeldig. Gebruik de link in je nieuwste herinnering of zet herinneringen uit onder Mijn account.',
  REMINDER_LINK_EXPIRED:
    'Deze afmeldlink is verlopen. Gebruik de link in je nieuwste herinnering of zet herinneringen uit onder Mijn account.',
  REMINDERS_OPTED_OUT:
    'Klaar: dit adres krijgt geen herinneringen meer om certificaten te verlengen.',
  REMINDERS_EMAIL_NOT_PROVEN:
    'Bevestig eerst je e-mailadres: de herinneringen worden daarheen gestuurd.',
};

export default nl;
