// Accounts, one file per use case: sign-up (register.ts), signing in with its second step
// (login.ts), one's own profile (profile.ts), its address (email-change.ts) and its deletion
// (delete-account.ts), certificates and results (my-account.ts), renewal reminders
// (reminders.ts) and second factor (mfa.ts), sessions, the
// password reset, proving the e-mail address, and the admin's account management
// (admin-users.ts). This plugin only gathers them under one folder.
import type { RoutePlugin } from '../../lib/typed-routes';
import { adminUserRoutes } from './admin-users';
import { deleteAccountRoutes } from './delete-account';
import { emailChangeRoutes } from './email-change';
import { emailProofRoutes } from './email-proof';
import { loginRoutes } from './login';
import { mfaRoutes } from './mfa';
import { myAccountRoutes } from './my-account';
import { passwordResetRoutes } from './password-reset';
import { profileRoutes } from './profile';
import { registerRoutes } from './register';
import { reminderSettingRoutes } from './reminders';
import { sessionRoutes } from './sessions';

export { SIGNUP_NOTICES_PER_DAY } from './register';

const userRoutes: RoutePlugin = async (app) => {
  await app.register(passwordResetRoutes);
  await app.register(sessionRoutes);
  await app.register(emailProofRoutes);
  await app.register(loginRoutes);
  await app.register(mfaRoutes);
  await app.register(registerRoutes);
  await app.register(profileRoutes);
  await app.register(emailChangeRoutes);
  await app.register(deleteAccountRoutes);
  await app.register(myAccountRoutes);
  await app.register(reminderSettingRoutes);
  await app.register(adminUserRoutes);
};

export default userRoutes;
