import type { AdminHomeTranslation } from './en';

// Portuguese (European): the admin home.
const pt: AdminHomeTranslation = {
  adminHome: {
    tab: 'Início',
    title: 'Num relance',
    asOf: 'Números de {date}, hora da Índia.',
    loading: 'A carregar os números…',
    loadFailed: 'Não foi possível carregar os números.',
    retry: 'Tentar novamente',
    ordersToday: 'Encomendas pagas hoje',
    ordersMonth: 'Encomendas pagas este mês',
    revenue: 'Receita: {amount}',
    awaiting: 'Transferências por confirmar',
    awaitingHint: 'Encomendas por banco ou UPI cujo comprador indicou a referência (UTR).',
    held: 'Pagamentos retidos para verificação',
    heldHint: 'Ainda não aceites nem recusados.',
    lowStock: 'Vouchers de exame a esgotar',
    lowStockNone: 'Cada voucher de exame está acima do seu limite de stock baixo.',
    lowStockItem: '{course}: restam {available} (limite {threshold})',
    enquiries: 'Novos pedidos de informação',
    enquiriesHint: 'Ainda sem resposta.',
    certificatesToday: 'Certificados emitidos hoje',
    certificatesMonth: 'Certificados emitidos este mês',
    chartTitle: 'Verificações de certificados, últimos 30 dias',
    chartLabel: 'Gráfico de barras das verificações de certificados por dia nos últimos 30 dias',
    chartSummary:
      '{total} verificações nos últimos 30 dias; o dia com mais foi {day}, com {count}.',
    chartSummaryNone: 'Nenhum certificado foi verificado nos últimos 30 dias.',
    chartFailed: 'Não foi possível desenhar o gráfico; os números estão na tabela abaixo.',
    chartTable: 'Verificações por dia',
    day: 'Dia',
    verifications: 'Verificações',
    perCertificate: 'As verificações de cada certificado',
  },
};

export default pt;
