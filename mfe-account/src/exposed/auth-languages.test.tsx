import { screen, within } from '@testing-library/react';
import { initialAuthState, SESSION_EXPIRED_MESSAGE, type Lang } from 'shared';
import { renderWithProviders } from 'shared/testing';
import AccountRoutes from './routes';
import ar from '../features/auth/i18n/ar';
import { forgotEn, loginEn, signupEn } from '../features/auth/i18n/en';
import fr from '../features/auth/i18n/fr';

// The sign-in screens in French and in Arabic (right to left): every text a person reads
// comes from that language's dictionary, loaded on demand.
describe.each([
  ['fr', fr, 'Inde', 'Émirats arabes unis'],
  ['ar', ar, 'الهند', 'الإمارات العربية المتحدة'],
] as const)('the sign-in screens in %s', (lang, texts, india, emirates) => {
  const render = (route: string) =>
    renderWithProviders(<AccountRoutes />, { route, lang: lang as Lang });

  it('log in: labels, links and the missing-fields message', async () => {
    const { user } = render('/login');
    expect(document.documentElement).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    expect(await screen.findByRole('heading', { level: 1, name: texts.login.title })).toBeVisible();
    expect(texts.login.required).not.toBe(loginEn.required);
    expect(screen.getByLabelText(texts.login.email)).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText(texts.login.password)).toHaveAttribute('name', 'password');
    expect(screen.getByRole('link', { name: texts.login.forgot })).toBeVisible();
    expect(screen.getByRole('link', { name: texts.login.signup })).toBeVisible();
    await user.click(screen.getByRole('button', { name: texts.login.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(texts.login.required);
  });

  it('log in: says in the language that the session expired', async () => {
    renderWithProviders(<AccountRoutes />, {
      route: '/login',
      lang: lang as Lang,
      preloadedState: {
        auth: { ...initialAuthState, error: SESSION_EXPIRED_MESSAGE },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.login.sessionExpired);
    expect(texts.login.sessionExpired).not.toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('sign up: every label, the choices in the language and the field messages', async () => {
    const { user } = render('/signup');
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.signup.title }),
    ).toBeVisible();
    expect(screen.getByText(texts.signup.intro)).toBeVisible();
    for (const field of ['username', 'phoneNumber', 'address', 'pinCode', 'linkedIn'] as const) {
      expect(screen.getByLabelText(texts.signup[field])).toHaveAttribute('name', field);
    }
    expect(screen.getByText(texts.signup.passwordHint)).toBeVisible();
    // Country names in the language; the value sent stays the English name.
    const country = screen.getByLabelText(texts.signup.country);
    expect(within(country).getByRole('option', { name: texts.signup.chooseCountry })).toBeVisible();
    expect(within(country).getByRole('option', { name: india })).toHaveValue('India');
    expect(within(country).getByRole('option', { name: emirates })).toHaveValue(
      'United Arab Emirates',
    );
    expect(within(country).getByRole('option', { name: texts.signup.countryOther })).toHaveValue(
      'Other',
    );
    const interest = screen.getByLabelText(texts.signup.interest);
    expect(within(interest).getByRole('option', { name: texts.signup.interestWeb })).toHaveValue(
      'Web development',
    );
    // Product names stay as they are.
    expect(within(interest).getByRole('option', { name: 'CompTIA' })).toHaveValue('CompTIA');

    await user.selectOptions(country, 'India');
    expect(screen.getByText(texts.signup.pinHintIndia)).toBeVisible();
    await user.type(screen.getByLabelText(texts.signup.email), 'not-an-address');
    await user.click(screen.getByRole('button', { name: texts.signup.submit }));
    expect(screen.getByText(texts.signup.fixErrors)).toBeVisible();
    expect(screen.getByText(texts.signup.errEmail)).toBeVisible();
    expect(screen.getByLabelText(texts.signup.username)).toHaveAccessibleDescription(
      texts.signup.errRequired,
    );
    expect(screen.getByLabelText(texts.signup.pinCode)).toHaveAccessibleDescription(
      `${texts.signup.pinHintIndia} ${texts.signup.errPinIndia}`,
    );
    expect(texts.signup.errRequired).not.toBe(signupEn.errRequired);
    expect(screen.getByRole('link', { name: texts.signup.login })).toBeVisible();
  });

  it('forgot password: the steps and the validation message', async () => {
    const { user } = render('/forgot-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.forgot.title }),
    ).toBeVisible();
    expect(screen.getByText(texts.forgot.intro)).toBeVisible();
    expect(screen.getByLabelText(texts.forgot.email)).toHaveAttribute('name', 'email');
    await user.click(screen.getByRole('button', { name: texts.forgot.sendCode }));
    expect(screen.getByRole('alert')).toHaveTextContent(texts.forgot.emailRequired);
    expect(texts.forgot.emailRequired).not.toBe(forgotEn.emailRequired);
    expect(screen.getByRole('link', { name: texts.forgot.backToLogin })).toBeVisible();
  });
});
