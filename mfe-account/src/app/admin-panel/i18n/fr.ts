import type { AdminPanelTranslation } from './en';

// French: the admin panel's title, description and refusal (each tab's name is its feature's).
const fr: AdminPanelTranslation = {
  adminPanel: {
    title: "Panneau d'administration",
    description: 'Gérez les certificats, les utilisateurs, les questions et les résultats.',
    noAccess:
      "Vous n'avez pas accès au panneau d'administration. Il est réservé aux administrateurs et à l'équipe commerciale.",
    sections: "Sections de l'administration",
  },
};
export default fr;
