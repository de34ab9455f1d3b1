import type { AdminPanelTranslation } from './en';

// European Portuguese: the admin panel's title and tab names.
const pt: AdminPanelTranslation = {
  adminPanel: {
    title: 'Painel de administração',
    description: 'Gerir certificados, utilizadores, perguntas e resultados.',
    noAccess: 'Não tem acesso ao painel de administração. Só os administradores o podem utilizar.',
    sections: 'Secções de administração',
    certificates: 'Certificados',
    users: 'Utilizadores',
    questions: 'Banco de perguntas',
    results: 'Resultados',
    security: 'Eventos de segurança',
    assessments: 'Avaliações',
    audit: 'Registo de auditoria',
    account: 'Segurança do início de sessão',
  },
};
export default pt;
