import type { AdminPanelTranslation } from './en';

// Italian: the admin panel's title and tab names.
const it: AdminPanelTranslation = {
  adminPanel: {
    title: 'Pannello di amministrazione',
    description: 'Gestisci certificati, utenti, domande e risultati.',
    noAccess:
      'Non hai accesso al pannello di amministrazione. Solo gli amministratori possono usarlo.',
    sections: 'Sezioni di amministrazione',
    certificates: 'Certificati',
    users: 'Utenti',
    questions: 'Banca delle domande',
    results: 'Risultati',
    security: 'Eventi di sicurezza',
    assessments: 'Valutazioni',
    audit: 'Registro di audit',
    account: "Sicurezza dell'accesso",
  },
};
export default it;
