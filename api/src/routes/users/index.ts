// Accounts, one file per use case: sign-up (register.ts), signing in with its second step
// (login.ts), one's own profile (profile.ts) and second factor (mfa.ts), sessions, the
// password reset, proving the e-mail address, and the admin's account management
// (admin-users.ts). This plugin only gathers them under one folder.
import type { RoutePlugin } from '../../lib/typed-routes';
import { adminUserRoutes } from './admin-users';
import { emailProofRoutes } from './email-proof';
import { loginRoutes } from './login';
import { mfaRoutes } from './mfa';
import { passwordResetRoutes } from './password-reset';
import { profileRoutes } from './profile';
import { registerRoutes } from './register';
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
  await app.register(adminUserRoutes);
};

export default userRoutes;
