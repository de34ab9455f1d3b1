import type { AccountTranslations } from './types';

const it: AccountTranslations = {
  login: {
    title: 'Accedi',
    email: 'E-mail',
    password: 'Password',
    submit: 'Accedi',
    forgot: 'Password dimenticata?',
    noAccount: 'Sei nuovo?',
    signup: 'Crea un account',
  },
  signup: {
    title: 'Registrati',
    email: 'E-mail',
    password: 'Password',
    username: 'Nome utente',
    phoneNumber: 'Telefono',
    address: 'Indirizzo',
    pinCode: 'CAP',
    country: 'Paese',
    interest: 'Interesse',
    submit: 'Crea account',
    login: 'Accedi',
  },
  forgot: {
    title: 'Password dimenticata',
    email: 'E-mail',
    sendCode: 'Invia codice',
    verify: 'Verifica codice',
    newPassword: 'Nuova password',
    confirmPassword: 'Conferma la nuova password',
    reset: 'Reimposta password',
    backToLogin: "Torna all'accesso",
  },
  password: {
    show: 'Mostra',
    hide: 'Nascondi',
    showLabel: 'Mostra password',
    hideLabel: 'Nascondi password',
  },
  otp: { digit: 'Cifra {n} di {total} del codice' },
};
export default it;
