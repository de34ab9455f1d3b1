import type { RoleNamesTranslation } from './en';

// Dutch: the names of the roles.
const nl: RoleNamesTranslation = {
  roles: {
    user: 'Gebruiker',
    employee: 'Medewerker',
    admin: 'Beheerder',
  },
};
export default nl;
