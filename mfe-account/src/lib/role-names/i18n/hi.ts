import type { RoleNamesTranslation } from './en';

// Hindi: the names of the roles.
const hi: RoleNamesTranslation = {
  roles: {
    user: 'उपयोगकर्ता',
    employee: 'कर्मचारी',
    sales: 'बिक्री',
    admin: 'एडमिन',
  },
};
export default hi;
