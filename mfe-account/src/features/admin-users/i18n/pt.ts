import type { UsersTranslation } from './en';

// European Portuguese: the Users tab.
const pt: UsersTranslation = {
  adminUsers: {
    tab: 'Utilizadores',
    title: 'Utilizadores',
    search: 'Pesquisar por nome ou e-mail',
    searchButton: 'Pesquisar',
    username: 'Nome de utilizador',
    email: 'E-mail',
    role: 'Função',
    joined: 'Registado em',
    roleOf: 'Função de {name}',
    apply: 'Alterar função',
    applyFor: 'Alterar a função de {name}',
    roleHint:
      'Os colaboradores podem fazer as avaliações abertas a colaboradores; os administradores gerem o site. Uma alteração termina a sessão da conta em todos os dispositivos.',
    confirm:
      'Alterar a função de {name} de {from} para {to}? A sessão de {name} será terminada em todos os dispositivos e a nova função aplica-se no próximo início de sessão.',
    changed: '{name} tem agora a função {role}. As sessões desta conta foram terminadas.',
    changeFailed: 'Não foi possível alterar a função.',
    loadFailed: 'Não foi possível carregar os utilizadores.',
    mfa: 'Início de sessão em dois passos',
    mfaOn: 'Ativada',
    mfaOff: 'Desativada',
    mfaReset: 'Repor o início de sessão em dois passos',
    mfaResetFor: 'Repor o início de sessão em dois passos de {name}',
    mfaResetTitle: 'Repor o início de sessão em dois passos de {name}?',
    mfaResetText:
      'O titular da conta passa a iniciar sessão apenas com a palavra-passe e terá de a voltar a ativar; é avisado por e-mail.',
    cancel: 'Cancelar',
    mfaResetDone: 'O início de sessão em dois passos de {name} foi reposto.',
    mfaResetFailed: 'Não foi possível repor o início de sessão em dois passos.',
    confirmAdmin:
      'Tornar {name} administrador? {name} terá a sessão terminada em todos os dispositivos e recebe a nova função no próximo início de sessão.',
    stepUpCode: 'O seu código atual da aplicação de autenticação, ou um código de recuperação',
    stepUpHint:
      'Esta alteração precisa de um código do seu próprio início de sessão em dois passos.',
    emailUnproven: 'E-mail ainda não confirmado: só a função Utilizador até lá.',
  },
};
export default pt;
