import type { ListsKey } from './en';

// Portuguese (European).
const texts: Record<ListsKey, string> = {
  reviewsTitle: 'Avaliações',
  reviewsDescription:
    'O que dizem os formandos sobre os nossos cursos CompTIA, PECB, Unity, Tally e Microsoft em Nova Deli.',
  reviewsLead:
    'O que os nossos formandos e clientes dizem sobre os cursos e projetos que fizeram connosco.',
  reviewsEmpty: 'Ainda não há avaliações.',
  rated: 'Avaliação: {rating} em 5',
  reviewsError: 'Não foi possível carregar as avaliações.',
  blogsTitle: 'O nosso blogue',
  blogsDescription:
    'Artigos sobre certificações de TI, percursos profissionais, cibersegurança, cloud e normas ISO.',
  blogsLead: 'Artigos dos nossos formadores sobre certificações, carreiras e tecnologia.',
  blogsLoading: 'A carregar os artigos…',
  blogsEmpty: 'Ainda não há artigos.',
  blogsError: 'Não foi possível carregar os artigos.',
  resourcesTitle: 'Recursos',
  resourcesDescription:
    'Livros e guias de estudo que recomendamos para os exames de certificação CompTIA, PECB e outros.',
  resourcesLead:
    'Os livros e guias de estudo que os nossos formadores recomendam para cada certificação.',
  resourcesEmpty: 'Ainda não há livros na lista.',
  resourcesError: 'Não foi possível carregar os livros.',
  getBook: 'Obter «{title}»',
  opensInNewTab: '(abre num novo separador)',
  tryAgain: 'Tentar novamente',
};

export default texts;
