import { Route, Routes } from 'react-router-dom';
import { NotFound, paths } from 'shared';
import { LoginForm } from '../features/auth/components/login-form';
import { AccountPlaceholder } from '../features/placeholders/account-pages';

/** Every route the account remote owns; the shell's guards run before it renders. */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path={paths.login} element={<LoginForm />} />
      <Route
        path={paths.signup}
        element={
          <AccountPlaceholder
            title="Sign up"
            text="Create your account to take quizzes and track results."
          />
        }
      />
      <Route
        path={paths.forgotPassword}
        element={
          <AccountPlaceholder
            title="Forgot password"
            text="Reset your password with a code sent by e-mail."
          />
        }
      />
      <Route
        path={paths.adminPanel}
        element={
          <AccountPlaceholder
            title="Admin panel"
            text="Manage certificates, users, questions and results."
          />
        }
      />
      <Route
        path={paths.test}
        element={
          <AccountPlaceholder
            title="Online quiz"
            text="Choose a category and start a timed quiz."
          />
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
