import type { Messages } from 'shared';
import type { LookupKey } from './en';

const messages: Messages<LookupKey> = {
  title: 'Verifica un certificato',
  intro: "Inserisci l'ID stampato sul certificato per confermarne l'autenticità.",
  label: "Inserisci l'ID del certificato",
  verify: 'Verifica',
  verifying: 'Verifica in corso…',
  empty: 'Inserisci un ID certificato valido.',
  notFound: 'Certificato non trovato.',
  details: 'Dettagli del certificato',
  verified: 'Verificato',
  revoked: 'Revocato',
  revokedNote: 'Questo certificato è stato revocato e non è più valido.',
  expired: 'Scaduto',
  expiredNote: 'Scaduto il {date}. Il certificato è autentico, ma non è più in corso di validità.',
  name: 'Nome',
  certificateId: 'ID certificato',
  issuedBy: 'Rilasciato da',
  course: 'Corso',
  issueDate: 'Data di rilascio',
  validUntil: 'Valido fino al',
  announceVerified: 'Certificato {id} verificato.',
  announceRevoked: 'Certificato {id} trovato, ma è stato revocato.',
  announceExpired: 'Certificato {id} trovato, ma è scaduto il {date}.',
  copyLink: 'Copia link',
  linkCopied: 'Link copiato',
  copyFailed: 'Impossibile copiare il link. Copialo da qui: {link}',
  downloadPdf: 'Scarica PDF',
  preparingPdf: 'Preparazione del PDF…',
  pdfFailed: 'Impossibile creare il PDF. Riprova.',
  downloadCredential: 'Scarica credenziale (JSON)',
  signatureChecked:
    'Firma digitale verificata: certificato rilasciato da {issuer}, chiave {key}, firmato il {date}.',
  signatureUnchecked: 'Impossibile verificare la firma digitale.',
  verifyOnline: 'Verifica online',
  addToLinkedIn: 'Aggiungi al profilo LinkedIn',
  opensNewTab: '(apre LinkedIn in una nuova scheda)',
};

export default messages;
