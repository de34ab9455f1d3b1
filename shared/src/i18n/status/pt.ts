// Portuguese texts of the shared status and loading displays.
export const status = {
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'A página que procura não existe ou foi movida.',
  backHome: 'Voltar à página inicial',
};
export const loading = {
  loading: 'A carregar conteúdo...',
  loadingBooks: 'A carregar livros...',
  loadingReviews: 'A carregar avaliações...',
};
export const toast = { dismiss: 'Fechar notificação', region: 'Notificações' };
