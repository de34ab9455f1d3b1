import type { AdminPanelTranslation } from './en';

// Dutch: the admin panel's title, description and refusal (each tab's name is its feature's).
const nl: AdminPanelTranslation = {
  adminPanel: {
    title: 'Beheerpaneel',
    description: 'Beheer certificaten, gebruikers, vragen en resultaten.',
    noAccess:
      'Je hebt geen toegang tot het beheerpaneel. Alleen beheerders en verkoopmedewerkers kunnen het gebruiken.',
    sections: 'Onderdelen van het beheerpaneel',
  },
};
export default nl;
