import type { RoleNamesTranslation } from './en';

// Dutch: the names of the roles.
const nl: RoleNamesTranslation = {
  roles: {
    user: 'Gebruiker',
    employee: 'Medewerker',
    sales: 'Verkoop',
    admin: 'Beheerder',
  },
};
export default nl;
