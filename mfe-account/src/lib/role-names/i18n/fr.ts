import type { RoleNamesTranslation } from './en';

// French: the names of the roles.
const fr: RoleNamesTranslation = {
  roles: {
    user: 'Utilisateur',
    employee: 'Employé',
    sales: 'Ventes',
    admin: 'Administrateur',
  },
};
export default fr;
