import type { RoleNamesTranslation } from './en';

// Arabic: the names of the roles.
const ar: RoleNamesTranslation = {
  roles: {
    user: 'مستخدم',
    employee: 'موظف',
    sales: 'المبيعات',
    admin: 'مسؤول',
  },
};
export default ar;
