import type { RoleNamesTranslation } from './en';

// European Portuguese: the names of the roles.
const pt: RoleNamesTranslation = {
  roles: {
    user: 'Utilizador',
    employee: 'Colaborador',
    sales: 'Vendas',
    admin: 'Administrador',
  },
};
export default pt;
