import type { Messages } from 'shared';
import type { LookupKey } from './en';

const messages: Messages<LookupKey> = {
  title: 'Een certificaat verifiëren',
  intro:
    'Voer het certificaat-ID in dat op het certificaat staat om te bevestigen dat het echt is.',
  label: 'Voer het certificaat-ID in',
  verify: 'Verifiëren',
  verifying: 'Bezig met verifiëren…',
  empty: 'Voer een geldig certificaat-ID in.',
  notFound: 'Certificaat niet gevonden.',
  details: 'Certificaatgegevens',
  verified: 'Geverifieerd',
  revoked: 'Ingetrokken',
  revokedNote: 'Dit certificaat is ingetrokken en is niet meer geldig.',
  expired: 'Verlopen',
  expiredNote: 'Verlopen op {date}. Het certificaat is echt, maar niet meer actueel.',
  name: 'Naam',
  certificateId: 'Certificaat-ID',
  issuedBy: 'Uitgegeven door',
  course: 'Cursus',
  issueDate: 'Datum van uitgifte',
  validUntil: 'Geldig tot',
  announceVerified: 'Certificaat {id} geverifieerd.',
  announceRevoked: 'Certificaat {id} gevonden, maar het is ingetrokken.',
  announceExpired: 'Certificaat {id} gevonden, maar het is verlopen op {date}.',
  copyLink: 'Link kopiëren',
  linkCopied: 'Link gekopieerd',
  copyFailed: 'De link kon niet worden gekopieerd. Kopieer hem hier: {link}',
  downloadPdf: 'PDF downloaden',
  preparingPdf: 'PDF wordt voorbereid…',
  pdfFailed: 'De PDF kon niet worden gemaakt. Probeer het opnieuw.',
  downloadCredential: 'Credential downloaden (JSON)',
  signatureChecked:
    'Digitale handtekening gecontroleerd: uitgegeven door {issuer}, sleutel {key}, ondertekend op {date}.',
  signatureUnchecked: 'De digitale handtekening kon niet worden gecontroleerd.',
  verifyOnline: 'Online verifiëren',
  addToLinkedIn: 'Toevoegen aan LinkedIn-profiel',
  opensNewTab: '(opent LinkedIn in een nieuw tabblad)',
};

export default messages;
