import type { AdminPanelTranslation } from './en';

// European Portuguese: the admin panel's title, description and refusal (each tab's name is its feature's).
const pt: AdminPanelTranslation = {
  adminPanel: {
    title: 'Painel de administração',
    description: 'Gerir certificados, utilizadores, perguntas e resultados.',
    noAccess:
      'Não tem acesso ao painel de administração. Só os administradores e a equipa comercial o podem utilizar.',
    sections: 'Secções de administração',
  },
};
export default pt;
