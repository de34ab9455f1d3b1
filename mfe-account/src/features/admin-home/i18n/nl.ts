import type { AdminHomeTranslation } from './en';

// Dutch: the admin home.
const nl: AdminHomeTranslation = {
  adminHome: {
    tab: 'Start',
    title: 'In één oogopslag',
    asOf: 'Cijfers van {date}, Indiase tijd.',
    loading: 'De cijfers worden geladen…',
    loadFailed: 'De cijfers konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    ordersToday: 'Betaalde bestellingen vandaag',
    ordersMonth: 'Betaalde bestellingen deze maand',
    revenue: 'Omzet: {amount}',
    awaiting: 'Overschrijvingen te bevestigen',
    awaitingHint: 'Bestellingen per bank of UPI waarvan de koper de referentie (UTR) gaf.',
    held: 'Betalingen vastgehouden voor controle',
    heldHint: 'Nog niet geaccepteerd of geweigerd.',
    lowStock: 'Examenvouchers bijna op',
    lowStockNone: 'Elke examenvoucher zit boven zijn drempel voor lage voorraad.',
    lowStockItem: '{course}: nog {available} (drempel {threshold})',
    enquiries: 'Nieuwe aanvragen',
    enquiriesHint: 'Nog niet beantwoord.',
    certificatesToday: 'Certificaten uitgereikt vandaag',
    certificatesMonth: 'Certificaten uitgereikt deze maand',
    chartTitle: 'Verificaties van certificaten, laatste 30 dagen',
    chartLabel: 'Staafdiagram van de verificaties van certificaten per dag, laatste 30 dagen',
    chartSummary:
      '{total} verificaties in de laatste 30 dagen; de drukste dag was {day}, met {count}.',
    chartSummaryNone: 'Er is de laatste 30 dagen geen certificaat geverifieerd.',
    chartFailed: 'De grafiek kon niet worden getekend; de cijfers staan in de tabel hieronder.',
    chartTable: 'Verificaties per dag',
    day: 'Dag',
    verifications: 'Verificaties',
    perCertificate: 'Verificaties per certificaat',
  },
};

export default nl;
