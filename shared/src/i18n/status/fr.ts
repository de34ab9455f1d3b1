// French texts of the shared status and loading displays.
export const status = {
  notFoundTitle: 'Page introuvable',
  notFoundText: "La page que vous cherchez n'existe pas ou a été déplacée.",
  backHome: "Retour à la page d'accueil",
};
export const loading = {
  loading: 'Chargement du contenu...',
  loadingBooks: 'Chargement des livres...',
  loadingReviews: 'Chargement des avis...',
};
export const toast = { dismiss: 'Fermer la notification', region: 'Notifications' };
