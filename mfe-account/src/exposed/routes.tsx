import { Route, Routes } from 'react-router-dom';
import { NotFound, paths } from 'shared';
import { AdminPanel } from '../features/admin/components/admin-panel';
import { ForgotPassword } from '../features/auth/components/forgot-password';
import { LoginForm } from '../features/auth/components/login-form';
import { SignupForm } from '../features/auth/components/signup-form';
import { QuizPage } from '../features/quiz/components/quiz-page';

/** Every route the account remote owns; the shell's guards run before it renders. */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path={paths.login} element={<LoginForm />} />
      <Route path={paths.signup} element={<SignupForm />} />
      <Route path={paths.forgotPassword} element={<ForgotPassword />} />
      <Route path={paths.adminPanel} element={<AdminPanel />} />
      <Route path={paths.test} element={<QuizPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
