import type { AccountTranslations } from './types';

const nl: AccountTranslations = {
  login: {
    title: 'Inloggen',
    email: 'E-mail',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    forgot: 'Wachtwoord vergeten?',
    noAccount: 'Nieuw hier?',
    signup: 'Account aanmaken',
  },
  signup: {
    title: 'Registreren',
    email: 'E-mail',
    password: 'Wachtwoord',
    username: 'Gebruikersnaam',
    phoneNumber: 'Telefoonnummer',
    address: 'Adres',
    pinCode: 'Postcode',
    country: 'Land',
    interest: 'Interesse',
    submit: 'Account aanmaken',
    login: 'Inloggen',
  },
  forgot: {
    title: 'Wachtwoord vergeten',
    email: 'E-mail',
    sendCode: 'Code versturen',
    verify: 'Code controleren',
    newPassword: 'Nieuw wachtwoord',
    confirmPassword: 'Bevestig nieuw wachtwoord',
    reset: 'Wachtwoord opnieuw instellen',
    backToLogin: 'Terug naar inloggen',
  },
  password: {
    show: 'Toon',
    hide: 'Verberg',
    showLabel: 'Wachtwoord tonen',
    hideLabel: 'Wachtwoord verbergen',
  },
  otp: { digit: 'Cijfer {n} van {total} van de code' },
};
export default nl;
