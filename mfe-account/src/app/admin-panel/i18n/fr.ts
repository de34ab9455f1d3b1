import type { AdminPanelTranslation } from './en';

// French: the admin panel's title and tab names.
const fr: AdminPanelTranslation = {
  adminPanel: {
    title: "Panneau d'administration",
    description: 'Gérez les certificats, les utilisateurs, les questions et les résultats.',
    noAccess:
      "Vous n'avez pas accès au panneau d'administration. Il est réservé aux administrateurs.",
    sections: "Sections de l'administration",
    certificates: 'Certificats',
    users: 'Utilisateurs',
    questions: 'Banque de questions',
    results: 'Résultats',
    security: 'Événements de sécurité',
    assessments: 'Évaluations',
    audit: "Journal d'audit",
    account: 'Sécurité de la connexion',
  },
};
export default fr;
