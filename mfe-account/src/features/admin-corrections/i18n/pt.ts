import type { CorrectionsTranslation } from './en';

// Portuguese: the Name corrections tab.
const pt: CorrectionsTranslation = {
  adminCorrections: {
    tab: 'Correções de nome',
    title: 'Correções de nome',
    intro:
      'Os formandos pedem a correção do nome num certificado. Aprovar emite um certificado corrigido com um novo ID e revoga o antigo; recusar deixa o certificado como está. O formando recebe um e-mail em ambos os casos.',
    loading: 'A carregar…',
    none: 'Nenhuma correção de nome aguarda decisão.',
    failed: 'Não foi possível carregar os pedidos.',
    caption: 'Correções de nome a aguardar decisão, as mais recentes primeiro',
    certificate: 'Certificado',
    course: 'Curso',
    learner: 'Formando',
    currentName: 'Nome atual',
    requestedName: 'Nome pedido',
    reason: 'Motivo indicado',
    asked: 'Pedido em',
    decision: 'Decisão',
    approve: 'Aprovar',
    refuse: 'Recusar',
    approveFor: 'Aprovar a correção de {certificateId}',
    refuseFor: 'Recusar a correção de {certificateId}',
    approveAsk:
      'Corrigir o nome em {certificateId} de “{from}” para “{to}”? É emitido um certificado corrigido e este é revogado.',
    refuseAsk:
      'Recusar a correção do nome em {certificateId} para “{to}”? O certificado fica como está.',
    approveConfirm: 'Aprovar e reemitir',
    refuseConfirm: 'Recusar',
    keep: 'Manter em espera',
    noteLabel: 'Nota para o formando',
    refuseLabel: 'Motivo para o formando',
    noteHint: 'Enviado ao formando e guardado no registo de auditoria; até 500 caracteres.',
    noteInvalid: 'Escreva de 1 a 500 caracteres.',
    approved: 'Aprovado: {certificateId} foi substituído por {newCertificateId}.',
    refused: 'Recusado: {certificateId} fica como está.',
    decideFailed: 'A decisão não foi registada: {why}',
  },
};
export default pt;
