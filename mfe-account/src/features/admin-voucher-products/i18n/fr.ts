import type { PricesTranslation } from './en';

// French: the Prices tab.
const fr: PricesTranslation = {
  adminPrices: {
    tab: 'Prix',
    title: 'Prix du voucher d’examen de chaque formation',
    intro:
      'Le voucher d’examen de chaque formation : son prix en roupies pour les acheteurs en Inde, en dollars pour les autres, et les codes en stock.',
    course: 'Formation',
    chooseCourse: 'Choisissez une formation',
    priceInr: 'Prix en roupies (INR)',
    priceUsd: 'Prix en dollars (USD)',
    priceHint: 'Par exemple 1499 ou 1499.50',
    lowStock: 'Alerte de stock bas à (codes)',
    lowStockHint:
      'Le service commercial reçoit un e-mail quand les codes disponibles tombent à ce nombre.',
    onSale: 'En vente sur la page de la formation',
    status: 'Statut',
    active: 'En vente',
    inactive: 'Hors vente',
    stock: 'Stock',
    stockCounts: '{available} disponibles, {reserved} réservés, {sold} vendus, {void} annulés',
    actions: 'Actions',
    edit: 'Modifier',
    editCourse: 'Modifier {course}',
    createTitle: 'Mettre en vente un voucher d’examen',
    editTitle: 'Modifier le voucher d’examen de {course}',
    create: 'Proposer le voucher d’examen',
    save: 'Enregistrer les modifications',
    cancel: 'Annuler',
    created: 'Le voucher d’examen de {course} est en vente.',
    saved: 'Le voucher d’examen de {course} a été modifié.',
    courseRequired: 'Choisissez la formation.',
    priceInvalid:
      'Saisissez un montant supérieur à zéro avec au plus deux décimales, comme 1499 ou 1499.50.',
    lowStockInvalid: 'Saisissez un nombre entier de 0 à 10000.',
    exists: 'Cette formation a déjà un voucher d’examen : modifiez-le dans la liste.',
    missing: 'Ce voucher d’examen n’existe plus. Rechargez la liste.',
    saveFailed: 'Le voucher d’examen n’a pas pu être enregistré.',
    loadFailed: 'Les vouchers d’examen n’ont pas pu être chargés.',
    loading: 'Chargement…',
    none: 'Aucun voucher d’examen n’est encore en vente.',
  },
};
export default fr;
