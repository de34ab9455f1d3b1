import type { ChromeTexts } from './en';

// Portuguese.
const texts: ChromeTexts = {
  mainNav: 'Principal',
  home: 'Início',
  about: 'Sobre',
  services: 'Serviços',
  reviews: 'Avaliações',
  contact: 'Contacto',
  payNow: 'Pagar agora',
  login: 'Entrar',
  logout: 'Sair',
  adminPanel: 'Painel de administração',
  myAccount: 'A minha conta',
  myOrders: 'As minhas encomendas',
  userMenu: 'Menu da conta',
  menu: 'Menu',
  closeMenu: 'Fechar menu',
  language: 'Idioma',
  skipToContent: 'Saltar para o conteúdo',
  opensInNewTab: '(abre num novo separador)',
  whatsappButton: 'Fale connosco no WhatsApp',
  selectRegion: 'Selecione a sua região',
  india: 'Índia',
  outsideIndia: 'Fora da Índia',
  cancel: 'Cancelar',
  errorTitle: 'Algo correu mal',
  errorText: 'Lamentamos, mas aconteceu algo inesperado. Por favor, atualize a página.',
  refreshPage: 'Atualizar página',
  appErrorTitle: '🚨 Erro da aplicação',
  appErrorText:
    'Estamos com um problema técnico. A aplicação será recarregada automaticamente dentro de alguns segundos.',
  reloadNow: 'Recarregar agora',
};
export default texts;
