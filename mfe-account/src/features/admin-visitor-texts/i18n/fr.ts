import type { VisitorTextsTranslation } from './en';

// French: the Visitor texts tab.
const fr: VisitorTextsTranslation = {
  adminVisitorTexts: {
    tab: 'Textes pour les visiteurs',
    title: 'Textes pour les visiteurs',
    intro:
      'Les avis et les articles de blog sont rédigés en anglais. Donnez ici leurs traductions : une langue laissée vide affiche le texte anglais.',
    reviews: 'Avis',
    posts: 'Articles de blog',
    review: 'Avis',
    post: 'Article de blog',
    translations: 'Traductions',
    complete: 'Traduit dans toutes les langues',
    actions: 'Actions',
    translate: 'Traduire',
    translateItem: 'Traduire {item}',
    editTitle: 'Traductions de {item}',
    reviewText: 'Texte de l’avis',
    postTitle: 'Titre',
    postExcerpt: 'Résumé',
    postBody: 'Texte de l’article',
    englishText: '{field} (anglais)',
    save: 'Enregistrer les traductions',
    saving: 'Enregistrement…',
    close: 'Fermer',
    saved: 'Les traductions de {item} ont été enregistrées.',
    unchanged: 'Aucune traduction n’a été modifiée.',
    saveFailed: 'Les traductions n’ont pas pu être enregistrées.',
    gone: 'Cet élément n’existe plus. Fermez-le et rechargez la liste.',
    itemFailed: 'Les textes de cet élément n’ont pas pu être chargés. Fermez-le et réessayez.',
    listFailed: 'La liste n’a pas pu être chargée.',
    loading: 'Chargement…',
    noReviews: 'Aucun avis pour le moment.',
    noPosts: 'Aucun article de blog pour le moment.',
  },
};
export default fr;
