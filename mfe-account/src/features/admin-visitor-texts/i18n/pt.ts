import type { VisitorTextsTranslation } from './en';

// Portuguese (European): the Visitor texts tab.
const pt: VisitorTextsTranslation = {
  adminVisitorTexts: {
    tab: 'Textos para visitantes',
    title: 'Textos para visitantes',
    intro:
      'As avaliações e os artigos do blogue são escritos em inglês. Indique aqui as respetivas traduções: um idioma deixado em branco mostra o texto em inglês.',
    reviews: 'Avaliações',
    posts: 'Artigos do blogue',
    review: 'Avaliação',
    post: 'Artigo do blogue',
    translations: 'Traduções',
    complete: 'Traduzido em todos os idiomas',
    actions: 'Ações',
    translate: 'Traduzir',
    translateItem: 'Traduzir {item}',
    editTitle: 'Traduções de {item}',
    reviewText: 'Texto da avaliação',
    postTitle: 'Título',
    postExcerpt: 'Resumo',
    postBody: 'Texto do artigo',
    englishText: '{field} (inglês)',
    save: 'Guardar traduções',
    saving: 'A guardar…',
    close: 'Fechar',
    saved: 'As traduções de {item} foram guardadas.',
    unchanged: 'Nenhuma tradução foi alterada.',
    saveFailed: 'Não foi possível guardar as traduções.',
    gone: 'Este item já não existe. Feche-o e recarregue a lista.',
    itemFailed: 'Não foi possível carregar os textos deste item. Feche-o e tente novamente.',
    listFailed: 'Não foi possível carregar a lista.',
    loading: 'A carregar…',
    noReviews: 'Ainda não há avaliações.',
    noPosts: 'Ainda não há artigos do blogue.',
  },
};
export default pt;
