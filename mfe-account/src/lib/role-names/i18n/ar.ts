import type { RoleNamesTranslation } from './en';

// Arabic: the names of the roles.
const ar: RoleNamesTranslation = {
  roles: {
    user: 'مستخدم',
    employee: 'موظف',
    admin: 'مسؤول',
  },
};
export default ar;
