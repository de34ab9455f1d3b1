import type { EmailsTranslation } from './en';

// European Portuguese: the Failed e-mails tab.
const pt: EmailsTranslation = {
  adminEmails: {
    tab: 'E-mails falhados',
    title: 'E-mails não entregues',
    intro:
      'Cada e-mail do site espera primeiro numa caixa de saída e é tentado várias vezes. Estes são os que ainda esperam ou foram abandonados; tente de novo um deles quando a causa (o servidor de correio, o endereço) estiver resolvida.',
    show: 'Mostrar',
    showFailed: 'Falhados: todas as tentativas usadas',
    showPending: 'Pendentes: ainda em tentativa',
    created: 'Criado',
    to: 'Para',
    subject: 'Assunto',
    kind: 'Tipo',
    status: 'Estado',
    failed: 'Falhado',
    pending: 'Pendente',
    sent: 'Enviado',
    attempts: 'Tentativas',
    lastError: 'Último erro',
    noError: '—',
    actions: 'Ações',
    retry: 'Tentar de novo',
    retryTo: 'Tentar de novo o e-mail para {to}',
    retried: 'O e-mail para {to} voltou à fila de envio.',
    retryGone: 'Este e-mail já não está falhado (foi tentado de novo ou enviado entretanto).',
    retryFailed: 'Não foi possível voltar a pôr o e-mail na fila de envio.',
    loadFailed: 'Não foi possível carregar os e-mails.',
    loading: 'A carregar…',
    noneFailed: 'Nenhum e-mail falhou.',
    nonePending: 'Nenhum e-mail está à espera de ser enviado.',
  },
};
export default pt;
