import type { Messages } from 'shared';
import type { LookupKey } from './en';

const messages: Messages<LookupKey> = {
  title: 'Verificar um certificado',
  intro: 'Introduza o ID impresso no certificado para confirmar que é autêntico.',
  label: 'Introduza o ID do certificado',
  verify: 'Verificar',
  verifying: 'A verificar…',
  empty: 'Introduza um ID de certificado válido.',
  notFound: 'Certificado não encontrado.',
  details: 'Detalhes do certificado',
  verified: 'Verificado',
  revoked: 'Revogado',
  revokedNote: 'Este certificado foi revogado e já não é válido.',
  expired: 'Expirado',
  expiredNote: 'Expirou a {date}. O certificado é autêntico, mas já não está em vigor.',
  name: 'Nome',
  certificateId: 'ID do certificado',
  issuedBy: 'Emitido por',
  course: 'Curso',
  issueDate: 'Data de emissão',
  validUntil: 'Válido até',
  announceVerified: 'Certificado {id} verificado.',
  announceRevoked: 'Certificado {id} encontrado, mas foi revogado.',
  announceExpired: 'Certificado {id} encontrado, mas expirou a {date}.',
  copyLink: 'Copiar ligação',
  linkCopied: 'Ligação copiada',
  copyFailed: 'Não foi possível copiar a ligação. Copie-a daqui: {link}',
  downloadPdf: 'Transferir PDF',
  preparingPdf: 'A preparar o PDF…',
  pdfFailed: 'Não foi possível criar o PDF. Tente novamente.',
  downloadCredential: 'Transferir credencial (JSON)',
  signatureChecked:
    'Assinatura digital verificada: certificado emitido por {issuer}, chave {key}, assinado a {date}.',
  signatureUnchecked: 'Não foi possível verificar a assinatura digital.',
  verifyOnline: 'Verificar online',
  addToLinkedIn: 'Adicionar ao perfil do LinkedIn',
  opensNewTab: '(abre o LinkedIn num novo separador)',
};

export default messages;
