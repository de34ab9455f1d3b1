import { Suspense, useState } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { lazyScreen, LoadingContent, NotFound, paths } from 'shared';
import { LoginForm } from '../features/auth/components/login-form';
import { EmailProofGate } from '../features/auth/components/email-proof-step';

// The admin panel, the quiz and the learner's account page are most of this remote's code and only signed-in users reach
// them; sign-up and the password reset are reached from the login page. Their own chunks keep
// them out of the login page's first load (docs/PERFORMANCE.md).
const SignupForm = lazyScreen(() =>
  import('../features/auth/components/signup-form').then((m) => m.SignupForm),
);
const ForgotPassword = lazyScreen(() =>
  import('../features/auth/components/forgot-password').then((m) => m.ForgotPassword),
);
const AdminPanel = lazyScreen(() => import('../app/admin-panel').then((m) => m.AdminPanel));
const AccountPage = lazyScreen(() =>
  import(
    /* webpackChunkName: "my-account" */ '../features/my-account/components/account-page'
  ).then((m) => m.AccountPage),
);
// Only a person who follows a renewal reminder's link opens it.
const ReminderOptOutPage = lazyScreen(() =>
  import('../features/reminder-opt-out/components/opt-out-page').then((m) => m.ReminderOptOutPage),
);
const QuizPage = lazyScreen(() =>
  import('../features/quiz/components/quiz-page').then((m) => m.QuizPage),
);

/**
 * Loads the screen of a prerendered page (sign-up, password reset) before the shell hydrates it,
 * so its first render takes the screen instead of suspending and replacing the server's HTML
 * (lazyScreen). The login form is in this module already.
 */
export async function preparePage(pathname: string): Promise<void> {
  if (matchPath(paths.signup, pathname)) await SignupForm.preload();
  else if (matchPath(paths.forgotPassword, pathname)) await ForgotPassword.preload();
}

/** Every route the account remote owns; the shell's guards run before it renders. */
export default function AccountRoutes() {
  const { pathname } = useLocation();
  // The account page lists the certificates of a proven address only: proven, it reads again.
  const [proofs, setProofs] = useState(0);
  return (
    <Suspense fallback={<LoadingContent />}>
      {/* A signed-in user whose address is not proven yet is asked for the e-mailed code first. */}
      <EmailProofGate onProven={() => setProofs((n) => n + 1)} />
      <Routes key={matchPath(paths.account, pathname) ? `account-${proofs}` : 'routes'}>
        <Route path={paths.login} element={<LoginForm />} />
        <Route path={paths.signup} element={<SignupForm />} />
        <Route path={paths.forgotPassword} element={<ForgotPassword />} />
        <Route path={paths.adminPanel} element={<AdminPanel />} />
        <Route path={paths.test} element={<QuizPage />} />
        <Route path={paths.account} element={<AccountPage />} />
        <Route path={paths.reminderOptOut} element={<ReminderOptOutPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
