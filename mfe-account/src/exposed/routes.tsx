import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyScreen, LoadingContent, NotFound, paths } from 'shared';
import { LoginForm } from '../features/auth/components/login-form';

// The admin panel and the quiz are most of this remote's code and only signed-in users reach
// them; sign-up and the password reset are reached from the login page. Their own chunks keep
// them out of the login page's first load (docs/PERFORMANCE.md).
const SignupForm = lazyScreen(() =>
  import('../features/auth/components/signup-form').then((m) => m.SignupForm),
);
const ForgotPassword = lazyScreen(() =>
  import('../features/auth/components/forgot-password').then((m) => m.ForgotPassword),
);
const AdminPanel = lazyScreen(() =>
  import('../features/admin/components/admin-panel').then((m) => m.AdminPanel),
);
const QuizPage = lazyScreen(() =>
  import('../features/quiz/components/quiz-page').then((m) => m.QuizPage),
);

/** Every route the account remote owns; the shell's guards run before it renders. */
export default function AccountRoutes() {
  return (
    <Suspense fallback={<LoadingContent />}>
      <Routes>
        <Route path={paths.login} element={<LoginForm />} />
        <Route path={paths.signup} element={<SignupForm />} />
        <Route path={paths.forgotPassword} element={<ForgotPassword />} />
        <Route path={paths.adminPanel} element={<AdminPanel />} />
        <Route path={paths.test} element={<QuizPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
