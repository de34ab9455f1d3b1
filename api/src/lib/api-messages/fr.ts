import type { ApiMessageTexts } from 'contracts';

// French (vous). Field names ({field}) are the API's own names and stay as they are.
const fr: ApiMessageTexts = {
  AUTH_REQUIRED: 'Authentification requise',
  TOKEN_INVALID: 'Jeton invalide ou expiré',
  ADMIN_REQUIRED: 'Accès administrateur requis',
  NOT_FOUND: 'Introuvable',
  TOO_MANY_REQUESTS: 'Trop de requêtes, veuillez réessayer plus tard.',
  RETRY_IN_one: 'Trop de requêtes. Veuillez réessayer dans {count} seconde.',
  RETRY_IN_other: 'Trop de requêtes. Veuillez réessayer dans {count} secondes.',
  BAD_REQUEST: 'Requête incorrecte',
  INVALID_REQUEST: 'Requête invalide',
  JSON_MALFORMED: 'Le corps de la requête contient du JSON mal formé',
  JSON_EMPTY: 'Le corps de la requête est vide alors que son type est JSON',
  BODY_TOO_LARGE: 'Le corps de la requête est trop volumineux (limite : 100 Ko)',
  MEDIA_TYPE: 'Type de contenu non pris en charge ; envoyez application/json',
  URL_MALFORMED: 'L’URL de la requête est mal formée (encodage pourcent invalide)',
  CONTENT_ENCODING:
    'Content-Encoding non pris en charge ; envoyez le corps non compressé ou en gzip, deflate ou br',
  BODY_ENCODING_INVALID:
    'Le corps de la requête n’a pas pu être décompressé selon son Content-Encoding',
  HEADERS_TOO_LARGE: 'Les en-têtes de la requête sont trop volumineux',
  REQUEST_TIMEOUT: 'La requête n’a pas été reçue à temps',
  INTERNAL_ERROR: 'Erreur interne du serveur',
  FIELD_REQUIRED: '{field} est obligatoire',
  FIELD_NOT_ALLOWED: '{field} n’est pas un champ autorisé',
  FIELD_ONE_OF: '{field} doit être l’une des valeurs suivantes : {values}',
  FIELD_EMAIL: '{field} doit être une adresse e-mail valide',
  FIELD_FORMAT: '{field} doit être au format {format}',
  FIELD_MIN_LENGTH: '{field} doit contenir au moins {limit} caractères',
  FIELD_MAX_LENGTH: '{field} ne doit pas dépasser {limit} caractères',
  FIELD_INVALID: '{field} n’est pas valide',
  FIELD_NOTHING_TO_CHANGE: 'Rien à modifier : envoyez au moins un champ',
  REGISTERED: 'Inscription réussie. Veuillez vous connecter.',
  LOGIN_OK: 'Connexion réussie',
  LOGIN_FAILED: 'E-mail ou mot de passe incorrect',
  LOGIN_LOCKED:
    'Trop de tentatives de connexion échouées depuis cet appareil. Veuillez réessayer plus tard.',
  EMAIL_TAKEN: 'Un compte existe déjà avec cet e-mail',
  USERNAME_TAKEN: 'Ce nom d’utilisateur est déjà pris',
  ACCOUNT_EXISTS: 'Ce compte existe déjà',
  ACCOUNT_NOT_FOUND: 'Compte introuvable',
  USER_NOT_FOUND: 'Utilisateur introuvable',
  LAST_ADMIN: 'C’est le dernier administrateur ; promouvez d’abord un autre compte',
  PASSWORD_TOO_SHORT: '{field} doit contenir au moins {min} caractères',
  PASSWORD_TOO_LONG: '{field} doit contenir au plus {max} caractères',
  PASSWORD_COMMON: '{field} est trop courant ; choisissez un mot de passe moins prévisible',
  PASSWORD_PERSONAL: '{field} ne doit être ni votre adresse e-mail ni votre nom d’utilisateur',
  FULL_NAME_LENGTH: '{field} doit contenir de {min} à {max} caractères',
  FULL_NAME_CHARACTERS:
    '{field} ne peut contenir que des lettres, des espaces, des apostrophes, des traits d’union et des points',
  FIELD_PLAIN_TEXT:
    '{field} ne doit contenir ni caractères de contrôle ni caractères de mise en forme invisibles (comme ceux qui inversent le sens de l’écriture ou les espaces sans chasse)',
  FIELD_NO_MARKUP:
    '{field} ne doit contenir ni < ou >, ni caractères de contrôle, ni caractères de mise en forme invisibles',
  FIELD_LINKEDIN:
    '{field} doit être l’adresse https:// d’un profil LinkedIn, par exemple https://www.linkedin.com/in/votre-nom',
  ISSUE_DATE_RANGE: '{field} doit être une date comprise entre le {min} et le {max}',
  OTP_SENT: 'Code envoyé',
  OTP_INVALID: 'Code invalide ou expiré',
  OTP_VERIFIED: 'Code vérifié. Saisissez votre nouveau mot de passe',
  RESET_INVALID: 'Jeton de réinitialisation invalide ou expiré. Demandez un nouveau code.',
  PASSWORD_CHANGED: 'Mot de passe modifié',
  ENQUIRY_THANKS: 'Merci ! Nous vous répondrons très vite.',
  FORM_TOO_FAST:
    'C’était rapide ! Patientez quelques secondes, relisez votre message et renvoyez-le.',
  FORM_TOKEN_INVALID: 'Ce formulaire n’a pas pu être vérifié. Rechargez la page et renvoyez-le.',
  FORM_TOKEN_EXPIRED:
    'Ce formulaire est resté ouvert trop longtemps. Rechargez la page et renvoyez-le.',
  ENQUIRY_ASSIGNEE_NOT_STAFF:
    'Une demande ne peut être attribuée qu’à un compte administrateur ou commercial.',
  BLOG_POST_NOT_FOUND: 'Article introuvable',
  CERTIFICATE_NOT_FOUND: 'Certificat introuvable.',
  CORRECTION_NOT_VALID: 'Seul un certificat valide peut voir son nom corrigé.',
  CORRECTION_OPEN: 'Une demande de correction du nom de ce certificat attend déjà une décision.',
  CORRECTION_SAME_NAME: 'Le nom corrigé est celui qui figure déjà sur le certificat.',
  CORRECTION_NOT_FOUND: 'Demande de correction de nom introuvable.',
  CORRECTION_DECIDED: 'Cette demande de correction de nom a déjà été traitée.',
  MFA_REQUIRED:
    "Saisissez le code de votre application d'authentification pour terminer la connexion.",
  MFA_OFF: 'La connexion en deux étapes est désactivée.',
  MFA_CODE_INVALID:
    "Le code n'est pas valide. Saisissez le code actuel de votre application d'authentification ou un code de récupération.",
  MFA_LOCKED:
    'Trop de codes erronés. La deuxième étape est bloquée pour un moment ; un code de récupération fonctionne toujours.',
  MFA_CHALLENGE_INVALID:
    'Cette connexion a expiré ou a déjà été utilisée. Connectez-vous à nouveau.',
  MFA_ALREADY_ON: 'La connexion en deux étapes est déjà activée pour ce compte.',
  MFA_NOT_ON: "La connexion en deux étapes n'est pas activée pour ce compte.",
  MFA_ENROLMENT_REQUIRED:
    "Les administrateurs doivent d'abord activer la connexion en deux étapes. Ouvrez le panneau d'administration pour la configurer.",
  MFA_RESET:
    "La connexion en deux étapes a été réinitialisée. Le compte se connecte avec son seul mot de passe jusqu'à ce que son propriétaire la réactive.",
  MFA_RESET_SELF:
    "Votre propre connexion en deux étapes se désactive dans l'onglet Sécurité de connexion, avec un code.",
  SIGNED_OUT: 'Vous êtes déconnecté.',
  EMAIL_PROOF_SENT:
    'Nous avons envoyé un code à 6 chiffres à votre adresse e-mail. Il expire dans 10 minutes.',
  EMAIL_PROOF_WAIT:
    'Un code vient d’être envoyé. Veuillez attendre une minute avant d’en demander un autre.',
  EMAIL_PROOF_INVALID:
    'Code invalide ou expiré. Saisissez le code le plus récent ou demandez-en un nouveau.',
  EMAIL_PROVEN: 'Votre adresse e-mail est confirmée.',
  EMAIL_ALREADY_PROVEN: 'Votre adresse e-mail est déjà confirmée.',
  PASSWORD_INCORRECT: 'Le mot de passe est incorrect.',
  EMAIL_CHANGE_SENT:
    'Nous avons envoyé un code à 6 chiffres à la nouvelle adresse. Il expire dans 10 minutes ; votre adresse change dès que vous le saisissez.',
  EMAIL_CHANGE_SAME: 'C’est déjà votre adresse e-mail.',
  EMAIL_CHANGED: 'Votre adresse e-mail est modifiée. Vos autres appareils ont été déconnectés.',
  ACCOUNT_DELETED:
    'Votre compte est supprimé. Vos certificats restent vérifiables par leur identifiant.',
  EMAIL_NOT_PROVEN:
    "Ce compte n'a pas encore confirmé son adresse e-mail : il ne peut recevoir aucun rôle au-dessus de user.",
  ORDER_COUPON_UNKNOWN: 'Code promo inconnu',
  ORDER_COUPON_NOT_YET_VALID: 'Ce code promo n’est pas encore valable',
  ORDER_COUPON_EXPIRED: 'Ce code promo a expiré',
  ORDER_COUPON_USED_UP: 'Ce code promo a atteint sa limite d’utilisation',
  ORDER_COUPON_NOT_APPLICABLE: 'Ce code promo ne s’applique pas à cette formation',
  GSTIN_FORMAT: 'Le GSTIN n’a pas le bon format (15 caractères : État, PAN, entité, Z, contrôle)',
  GSTIN_STATE: 'Le GSTIN commence par un code d’État inconnu',
  GSTIN_CHECKSUM:
    'Le caractère de contrôle du GSTIN est faux : vérifiez qu’il n’y a pas de faute de frappe',
  GSTIN_ABROAD: 'Un GSTIN ne concerne que les acheteurs en Inde',
  GSTIN_OTHER_STATE: 'Le GSTIN est enregistré dans un autre État que celui de facturation',
  ORDER_STATE_REQUIRED: 'Un acheteur en Inde indique l’État (son code d’État GST à deux chiffres)',
  ORDER_UPI_RUPEES:
    'UPI n’accepte que les roupies : hors d’Inde, payez par virement, carte ou PayPal',
  ORDER_CARD_UNAVAILABLE: 'Le paiement par carte n’est pas disponible',
  ORDER_VOUCHERS_SOLD_OUT:
    'Épuisé : il ne reste pas assez de vouchers d’examen pour cette quantité',
  ORDER_SEATS_SOLD_OUT:
    'Complet : il ne reste pas assez de places dans cette session pour cette quantité',
  ORDER_NOT_ON_SALE: 'Ce voucher d’examen n’est pas en vente',
  ORDER_BATCH_CLOSED: 'Cette session n’est pas ouverte à la réservation',
  ORDER_ATTENDEES: 'Indiquez un nom de participant par place',
  PAYMENT_NOT_HELD: 'Ce paiement n’attend pas de décision',
  PAYMENT_ORDER_EXPIRED_NO_STOCK:
    'La commande a expiré et ses articles ne sont plus en stock : refusez le paiement pour qu’il soit remboursé',
  PAYMENT_ORDER_CLOSED:
    'La commande n’attend plus de paiement : elle ne peut pas recevoir ce paiement ; refusez-le pour qu’il soit remboursé',
  PAYMENT_TRANSACTION_OTHER_ORDER:
    'La transaction {transaction} a été enregistrée pour une autre commande',
  ORDER_REFUND_NOT_PAID: 'Seule une commande payée peut être remboursée',
  ORDER_NOT_CARD: 'Cette commande ne se paie pas par carte',
  ORDER_NOT_AWAITING_PAYMENT: 'Seule une commande en attente de paiement peut être payée',
  ORDER_UTR_CLOSED:
    'Seule une commande en attente de paiement accepte une référence de transaction',
  ORDER_CODES_AFTER_PAYMENT: 'Les codes s’affichent une fois la commande payée',
  STATEMENT_UNKNOWN_COLUMNS:
    'Le relevé contient des colonnes inconnues : {columns}. Colonnes admises : date, narration, amount, utr',
  STATEMENT_MISSING_COLUMNS: 'Il manque au relevé la ou les colonnes : {columns}',
  STATEMENT_EMPTY: 'Le relevé ne contient aucune ligne',
  STATEMENT_TOO_MANY_ROWS: 'Le relevé dépasse {max} lignes : divisez-le',
  PURCHASE_EMAIL_NOT_PROVEN:
    'Confirmez votre adresse e-mail avant d’acheter : nous y envoyons les vouchers, la facture et la confirmation de place.',
  STEP_UP_REQUIRED:
    "Confirmez cette action avec un code actuel de votre application d'authentification ou un code de récupération.",
  STEP_UP_FAILED:
    "Le code de confirmation n'est pas valide. Saisissez le code actuel de votre application d'authentification ou un code de récupération.",
  STEP_UP_NO_FACTOR:
    'Activez d’abord la connexion en deux étapes sur votre propre compte : cette action en demande un code.',
  CREDENTIAL_FOREIGN_ISSUER:
    "Cette attestation n'a pas été émise par ce site (émetteur {issuer}) ; vérifiez-la avec les outils de son émetteur.",
  CREDENTIAL_NOT_ACCEPTED:
    "Ce n'est pas une attestation de certificat telle que ce site les écrit ({term}) ; envoyez l'attestation exactement telle qu'elle a été téléchargée.",
  CREDENTIAL_SIGNATURE_INVALID:
    "La signature ne correspond pas : l'attestation a été modifiée après sa signature, ou n'a pas été signée avec une clé de son émetteur.",
  CREDENTIAL_STATUS_UNCHECKED: "Le statut de révocation n'a pas pu être vérifié.",
  CREDENTIAL_REVOKED: "L'émetteur a révoqué cette attestation.",
  CREDENTIAL_EXPIRED: "L'attestation a expiré le {time}.",
  CREDENTIAL_NOT_YET_VALID: "L'attestation n'est pas valide avant le {time}.",
  CREDENTIAL_KEY_RETIRED:
    'Elle a été signée avec la clé {key} après que cette clé a cessé de signer ({time}).',
  CREDENTIAL_KEY_REVOKED:
    "La clé {key} qui l'a signée a été révoquée ; la page du certificat propose l'attestation signée à nouveau.",
  CREDENTIAL_CERTIFICATE_UNKNOWN:
    "Ce site n'a aucun certificat portant l'identifiant de cette attestation.",
  CREDENTIAL_CERTIFICATE_MISMATCH:
    'Cette attestation ne correspond pas au certificat {certificateId} que ce site détient.',
  CREDENTIAL_CHECK_FAILED: "L'attestation n'a pas pu être vérifiée.",
  QUESTION_NOT_FOUND: 'Question introuvable',
  QUESTION_DELETED: 'Question supprimée',
  NO_QUESTIONS_CATEGORY: 'Aucune question n’est disponible pour cette catégorie',
  NO_QUESTIONS_ASSESSMENT: 'Aucune question n’est disponible pour cette évaluation',
  ASSESSMENT_NOT_FOUND: 'Évaluation introuvable',
  ATTEMPT_NOT_FOUND: 'Tentative introuvable',
  ASSESSMENT_CLOSED: 'Cette évaluation est fermée.',
  ASSESSMENT_ROLE_ONLY: 'Cette évaluation est réservée au rôle {role}.',
  LEVEL_ONE_OF: 'level doit être l’une des valeurs suivantes : {levels}',
  ALREADY_SUBMITTED: 'Cette tentative a déjà été soumise',
  TIME_OVER: 'Le temps imparti pour cette tentative est écoulé',
  TIME_OVER_SCORED:
    'Le temps imparti pour cette tentative est écoulé ; elle a été notée avec les réponses enregistrées',
  ATTEMPTS_USED: 'Vous avez utilisé les {count} tentatives autorisées pour ce niveau.',
  NEXT_ATTEMPT: 'Votre prochaine tentative est possible à partir du {time}.',
  ALREADY_CERTIFIED:
    'Vous avez réussi ce niveau et détenez son certificat. Vous ne pourrez le repasser que si un administrateur l’autorise.',
  REVIEW_PENDING:
    'Votre dernière tentative à ce niveau attend la vérification d’un administrateur. Vous pourrez recommencer une fois la décision prise.',
  REVIEW_NOT_PENDING: 'Cette tentative n’attend pas de vérification.',
  ANSWER_NOT_OF_ATTEMPT: 'answers[{index}].questionId n’est pas une question de cette tentative',
  ANSWER_TWICE: 'answers[{index}].questionId a reçu deux réponses',
  OPTION_NOT_OF_QUESTION: 'answers[{index}].selectedOption n’est pas une option de cette question',
  EVENT_RECORDED: 'Événement enregistré',
  IMPORT_TOO_LARGE:
    'L’importation est trop volumineuse (limite : {limit} Mo, {rows} lignes au plus) ; divisez le fichier.',
  CREDENTIAL_TOO_LARGE:
    'L’attestation est trop volumineuse pour être vérifiée (limite : {limit} Ko) ; une attestation de ce site fait environ 2 Ko.',
  CREDENTIAL_TOO_COMPLEX:
    'L’attestation comporte plus d’éléments ou une imbrication plus profonde qu’une attestation de ce site ; elle n’a pas été vérifiée.',
  CREDENTIAL_TOO_COSTLY:
    'La vérification de l’attestation a pris plus de {ms} ms et a été interrompue ; une attestation de ce site se vérifie bien plus vite.',
  CREDENTIAL_VERIFY_BUSY:
    'Trop d’attestations sont en cours de vérification. Veuillez réessayer dans quelques secondes.',
  FIELD_TYPE: '{field} doit être de type {type}',
  FIELD_MIN: '{field} doit être supérieur ou égal à {limit}',
  FIELD_MAX: '{field} doit être inférieur ou égal à {limit}',
  FIELD_PATTERN: '{field} n’a pas la forme attendue',
  FIELD_MIN_ITEMS: '{field} doit contenir au moins {limit} éléments',
  FIELD_MAX_ITEMS: '{field} ne doit pas contenir plus de {limit} éléments',
  DATABASE_UNAVAILABLE: 'Base de données indisponible',
  MIGRATIONS_PENDING: 'Migrations de la base de données non appliquées : {migrations}',
  REMINDER_LINK_INVALID:
    'Ce lien de désinscription n’est pas valide. Utilisez le lien de votre dernier rappel, ou désactivez les rappels dans Mon compte.',
  REMINDER_LINK_EXPIRED:
    'Ce lien de désinscription a expiré. Utilisez le lien de votre dernier rappel, ou désactivez les rappels dans Mon compte.',
  REMINDERS_OPTED_OUT:
    'C’est fait : cette adresse ne recevra plus de rappels de renouvellement de certificat.',
  REMINDERS_EMAIL_NOT_PROVEN:
    'Confirmez d’abord votre adresse e-mail : les rappels y sont envoyés.',
};

export default fr;
