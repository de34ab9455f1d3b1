import type { ListsKey } from './en';

// French (vous).
const texts: Record<ListsKey, string> = {
  reviewsTitle: 'Avis',
  reviewsDescription:
    'Ce que disent nos apprenants de nos formations CompTIA, PECB, Unity, Tally et Microsoft à New Delhi.',
  reviewsLead:
    'Ce que nos apprenants et nos clients disent de leurs formations et de leurs projets avec nous.',
  reviewsEmpty: 'Aucun avis pour le moment.',
  rated: 'Note : {rating} sur 5',
  reviewsError: 'Nous n’avons pas pu charger les avis.',
  blogsTitle: 'Notre blog',
  blogsDescription:
    'Articles sur les certifications informatiques, les parcours professionnels, la cybersécurité, le cloud et les normes ISO.',
  blogsLead:
    'Les articles de nos formateurs sur les certifications, les carrières et la technologie.',
  blogsLoading: 'Chargement des articles…',
  blogsEmpty: 'Aucun article pour le moment.',
  blogsError: 'Nous n’avons pas pu charger les articles.',
  resourcesTitle: 'Ressources',
  resourcesDescription:
    'Les livres et guides d’étude que nous recommandons pour les examens CompTIA, PECB et autres certifications.',
  resourcesLead:
    'Les livres et guides d’étude que nos formateurs recommandent pour chaque certification.',
  resourcesEmpty: 'Aucun livre pour le moment.',
  resourcesError: 'Nous n’avons pas pu charger les livres.',
  getBook: 'Se procurer « {title} »',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  tryAgain: 'Réessayer',
};

export default texts;
