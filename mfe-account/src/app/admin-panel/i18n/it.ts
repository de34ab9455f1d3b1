import type { AdminPanelTranslation } from './en';

// Italian: the admin panel's title, description and refusal (each tab's name is its feature's).
const it: AdminPanelTranslation = {
  adminPanel: {
    title: 'Pannello di amministrazione',
    description: 'Gestisci certificati, utenti, domande e risultati.',
    noAccess:
      'Non hai accesso al pannello di amministrazione. Possono usarlo solo gli amministratori e il team vendite.',
    sections: 'Sezioni di amministrazione',
  },
};
export default it;
