import type { AdminPanelTranslation } from './en';

// Dutch: the admin panel's title and tab names.
const nl: AdminPanelTranslation = {
  adminPanel: {
    title: 'Beheerpaneel',
    description: 'Beheer certificaten, gebruikers, vragen en resultaten.',
    noAccess: 'Je hebt geen toegang tot het beheerpaneel. Alleen beheerders kunnen het gebruiken.',
    sections: 'Onderdelen van het beheerpaneel',
    certificates: 'Certificaten',
    users: 'Gebruikers',
    questions: 'Vragenbank',
    results: 'Resultaten',
    security: 'Beveiligingsgebeurtenissen',
    assessments: 'Toetsen',
    audit: 'Auditlog',
    account: 'Aanmeldbeveiliging',
  },
};
export default nl;
