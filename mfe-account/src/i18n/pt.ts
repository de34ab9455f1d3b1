import type { AccountTranslations } from './types';

const pt: AccountTranslations = {
  login: {
    title: 'Entrar',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    forgot: 'Esqueceu a senha?',
    noAccount: 'Novo por aqui?',
    signup: 'Criar uma conta',
  },
  signup: {
    title: 'Cadastro',
    email: 'E-mail',
    password: 'Senha',
    username: 'Nome de usuário',
    phoneNumber: 'Telefone',
    address: 'Endereço',
    pinCode: 'Código postal',
    country: 'País',
    interest: 'Interesse',
    submit: 'Criar conta',
    login: 'Entrar',
  },
  forgot: {
    title: 'Esqueci a senha',
    email: 'E-mail',
    sendCode: 'Enviar código',
    verify: 'Verificar código',
    newPassword: 'Nova senha',
    confirmPassword: 'Confirme a nova senha',
    reset: 'Redefinir senha',
    backToLogin: 'Voltar ao login',
  },
  password: {
    show: 'Mostrar',
    hide: 'Ocultar',
    showLabel: 'Mostrar senha',
    hideLabel: 'Ocultar senha',
  },
  otp: { digit: 'Dígito {n} de {total} do código' },
};
export default pt;
