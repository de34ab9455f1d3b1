import type { ComponentsTranslation } from './en';

// Portuguese: the shared components (the data table, the CSV file field, the sessions list).
const pt: ComponentsTranslation = {
  table: {
    sortBy: 'Ordenar por {column}',
    previous: 'Página anterior',
    next: 'Página seguinte',
    pageOf: 'Página {page} de {pages} ({total} no total)',
    pageOfMore: 'Página {page} (mais de {total} no total)',
    empty: 'Não há nada para mostrar.',
  },
  file: {
    chooseFile: 'Escolher ficheiro',
    noFile: 'Nenhum ficheiro escolhido',
    unreadable: 'Não foi possível ler o ficheiro.',
  },
  sessions: {
    sessionsTitle: 'Onde tem sessão iniciada',
    sessionsLoading: 'A carregar as suas sessões…',
    sessionsFailed: 'Não foi possível carregar as suas sessões.',
    thisDevice: 'Este dispositivo',
    ip: 'Endereço IP',
    signedIn: 'Sessão iniciada',
    lastActive: 'Última atividade',
    signOut: 'Terminar sessão',
    signOutNamed: 'Terminar sessão em {device} ({ip})',
    signOutOthers: 'Terminar todas as outras sessões',
    signingOut: 'A terminar sessão…',
    signedOutOne: 'A sessão em {device} ({ip}) foi terminada.',
    signedOutOthers_one: '{count} outra sessão foi terminada.',
    signedOutOthers_other: '{count} outras sessões foram terminadas.',
    noOthers: 'Não tem sessão iniciada em mais nenhum lado.',
    signOutFailed: 'Não foi possível terminar a sessão.',
    deviceOn: '{browser} em {os}',
    unknownDevice: 'Dispositivo desconhecido',
  },
  translatedField: {
    translations: 'Traduções de {field}',
    missingCount_one: '{count} tradução em falta',
    missingCount_other: '{count} traduções em falta',
    allTranslated: 'Traduzido em todas as línguas',
    missing: 'em falta',
    hint: 'Uma língua deixada vazia mostra o texto em inglês nas páginas dessa língua.',
    listMissing: 'Traduções em falta: {languages}',
  },
  decision: {
    acceptAsk:
      'Aceitar {amount} pagos com {transaction} para a encomenda {reference}? A encomenda é processada e o comprador recebe um e-mail.',
    rejectAsk:
      'Rejeitar {amount} pagos com {transaction} para a encomenda {reference}? O pagamento fica marcado para devolver ao comprador; a encomenda fica como está.',
    acceptConfirm: 'Aceitar o pagamento',
    rejectConfirm: 'Rejeitar o pagamento',
    acceptReason: 'Porque é aceite',
    rejectReason: 'Porque é rejeitado',
    decisionHint: '3 a 300 carateres; fica guardado com o pagamento e no registo de auditoria.',
    acceptedDone: 'Pagamento {transaction} aceite: a encomenda {reference} foi processada.',
    rejectedDone: 'Pagamento {transaction} rejeitado: devolva-o ao comprador. Motivo: «{reason}».',
    acceptConflict:
      'Não foi possível aceitar o pagamento: a encomenda já não está aberta, os artigos já não estão em stock, ou já foi decidido. Rejeite-o para que seja devolvido.',
    rejectConflict: 'Não foi possível rejeitar o pagamento: já foi decidido.',
    paymentMissing: 'Este pagamento já não existe.',
    decisionFailed: 'Não foi possível guardar a decisão.',
  },
};
export default pt;
