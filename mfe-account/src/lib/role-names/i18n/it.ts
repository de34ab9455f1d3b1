import type { RoleNamesTranslation } from './en';

// Italian: the names of the roles.
const it: RoleNamesTranslation = {
  roles: {
    user: 'Utente',
    employee: 'Dipendente',
    sales: 'Vendite',
    admin: 'Amministratore',
  },
};
export default it;
