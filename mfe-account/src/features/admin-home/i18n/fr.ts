import type { AdminHomeTranslation } from './en';

// French: the admin home.
const fr: AdminHomeTranslation = {
  adminHome: {
    tab: 'Accueil',
    title: 'En un coup d’œil',
    asOf: 'Chiffres du {date}, heure de l’Inde.',
    loading: 'Chargement des chiffres…',
    loadFailed: 'Les chiffres n’ont pas pu être chargés.',
    retry: 'Réessayer',
    ordersToday: 'Commandes payées aujourd’hui',
    ordersMonth: 'Commandes payées ce mois-ci',
    revenue: 'Chiffre d’affaires : {amount}',
    awaiting: 'Virements à confirmer',
    awaitingHint: 'Commandes par virement ou UPI dont l’acheteur a donné la référence (UTR).',
    held: 'Paiements en attente de vérification',
    heldHint: 'Ni acceptés ni refusés pour l’instant.',
    lowStock: 'Vouchers d’examen bientôt épuisés',
    lowStockNone: 'Chaque voucher d’examen est au-dessus de son seuil de stock bas.',
    lowStockItem: '{course} : {available} restants (seuil {threshold})',
    enquiries: 'Nouvelles demandes',
    enquiriesHint: 'Pas encore traitées.',
    certificatesToday: 'Certificats délivrés aujourd’hui',
    certificatesMonth: 'Certificats délivrés ce mois-ci',
    chartTitle: 'Vérifications de certificats, 30 derniers jours',
    chartLabel: 'Histogramme des vérifications de certificats par jour sur les 30 derniers jours',
    chartSummary:
      '{total} vérifications ces 30 derniers jours ; le jour le plus chargé était le {day}, avec {count}.',
    chartSummaryNone: 'Aucun certificat n’a été vérifié ces 30 derniers jours.',
    chartFailed:
      'Le graphique n’a pas pu être dessiné ; les chiffres sont dans le tableau ci-dessous.',
    chartTable: 'Vérifications par jour',
    day: 'Jour',
    verifications: 'Vérifications',
    perCertificate: 'Les vérifications de chaque certificat',
  },
};

export default fr;
