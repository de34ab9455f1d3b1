import type { Messages } from 'shared';
import type { LookupKey } from './en';

const messages: Messages<LookupKey> = {
  title: 'Vérifier un certificat',
  intro: "Saisissez l'identifiant imprimé sur le certificat pour confirmer son authenticité.",
  label: "Saisissez l'identifiant du certificat",
  verify: 'Vérifier',
  verifying: 'Vérification…',
  empty: 'Veuillez saisir un identifiant de certificat valide.',
  notFound: 'Certificat introuvable.',
  details: 'Détails du certificat',
  verified: 'Vérifié',
  revoked: 'Révoqué',
  revokedNote: "Ce certificat a été révoqué et n'est plus valide.",
  expired: 'Expiré',
  expiredNote:
    "Expiré le {date}. Le certificat est authentique, mais n'est plus en cours de validité.",
  name: 'Nom',
  certificateId: 'Identifiant du certificat',
  issuedBy: 'Délivré par',
  course: 'Formation',
  issueDate: 'Date de délivrance',
  validUntil: "Valable jusqu'au",
  announceVerified: 'Certificat {id} vérifié.',
  announceRevoked: 'Certificat {id} trouvé, mais il a été révoqué.',
  announceExpired: 'Certificat {id} trouvé, mais il a expiré le {date}.',
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié',
  copyFailed: "Le lien n'a pas pu être copié. Copiez-le ici : {link}",
  downloadPdf: 'Télécharger le PDF',
  preparingPdf: 'Préparation du PDF…',
  pdfFailed: "Le PDF n'a pas pu être créé. Veuillez réessayer.",
  downloadCredential: "Télécharger l'attestation (JSON)",
  signatureChecked:
    'Signature numérique vérifiée : certificat délivré par {issuer}, clé {key}, signé le {date}.',
  signatureUnchecked: "La signature numérique n'a pas pu être vérifiée.",
  verifyOnline: 'Vérifier en ligne',
  addToLinkedIn: 'Ajouter au profil LinkedIn',
  opensNewTab: '(ouvre LinkedIn dans un nouvel onglet)',
};

export default messages;
