import type { ContactTexts } from './en';

// Portuguese (European).
const pt: ContactTexts = {
  title: 'Contacte-nos',
  metaDescription:
    'Pergunte-nos sobre um curso CompTIA ou PECB, um voucher de exame, um estágio ou um projeto. Respondemos no prazo de um dia útil.',
  lead: 'Pergunte-nos sobre um curso, um voucher de exame, um estágio ou um projeto. A nossa equipa responde no prazo de um dia útil.',
  form: 'Formulário de pedido de informação',
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  optional: '(opcional)',
  subject: 'Assunto ou curso',
  message: 'Mensagem',
  sending: 'A enviar…',
  send: 'Enviar pedido',
  direct: 'Contacte-nos diretamente',
  emailLine: 'E-mail:',
  phoneLine: 'Telefone:',
  thanks: 'Obrigado! Entraremos em contacto consigo em breve.',
  nameRequired: 'Indique o seu nome.',
  nameTooLong: 'O seu nome pode ter no máximo {max} caracteres.',
  emailRequired: 'Indique o seu endereço de e-mail.',
  emailInvalid: 'Indique um endereço de e-mail válido, como nome@exemplo.pt.',
  phoneInvalid: 'Indique um número de telefone válido (algarismos, espaços, +, - e parênteses).',
  subjectRequired: 'Diga-nos o assunto ou o curso sobre o qual pergunta.',
  subjectTooLong: 'O assunto pode ter no máximo {max} caracteres.',
  messageRequired: 'Escreva a sua mensagem.',
  messageTooShort: 'Conte-nos um pouco mais (pelo menos {min} caracteres).',
  messageTooLong: 'A sua mensagem pode ter no máximo {max} caracteres.',
  tooFast: 'Foi muito rápido! Aguarde alguns segundos, reveja a sua mensagem e envie-a novamente.',
  tokenInvalid:
    'Não foi possível verificar este formulário. Envie-o novamente; se voltar a acontecer, recarregue a página.',
  tokenExpired: 'Esta página esteve aberta demasiado tempo. Envie o formulário novamente.',
  honeypot: 'Site (deixe em branco)',
};

export default pt;
