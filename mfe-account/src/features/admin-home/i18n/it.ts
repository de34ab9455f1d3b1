import type { AdminHomeTranslation } from './en';

// Italian: the admin home.
const it: AdminHomeTranslation = {
  adminHome: {
    tab: 'Home',
    title: 'A colpo d’occhio',
    asOf: 'Dati del {date}, ora indiana.',
    loading: 'Caricamento dei dati…',
    loadFailed: 'Impossibile caricare i dati.',
    retry: 'Riprova',
    ordersToday: 'Ordini pagati oggi',
    ordersMonth: 'Ordini pagati questo mese',
    revenue: 'Incassi: {amount}',
    awaiting: 'Bonifici da confermare',
    awaitingHint:
      'Ordini con bonifico o UPI per cui l’acquirente ha indicato il riferimento (UTR).',
    held: 'Pagamenti trattenuti per verifica',
    heldHint: 'Non ancora accettati né rifiutati.',
    lowStock: 'Voucher d’esame in esaurimento',
    lowStockNone: 'Ogni voucher d’esame è sopra la sua soglia di scorta minima.',
    lowStockItem: '{course}: ne restano {available} (soglia {threshold})',
    enquiries: 'Nuove richieste',
    enquiriesHint: 'Non ancora gestite.',
    certificatesToday: 'Certificati emessi oggi',
    certificatesMonth: 'Certificati emessi questo mese',
    chartTitle: 'Verifiche dei certificati, ultimi 30 giorni',
    chartLabel: 'Grafico a barre delle verifiche dei certificati per giorno negli ultimi 30 giorni',
    chartSummary:
      '{total} verifiche negli ultimi 30 giorni; il giorno con più verifiche è stato il {day}, con {count}.',
    chartSummaryNone: 'Nessun certificato è stato verificato negli ultimi 30 giorni.',
    chartFailed: 'Impossibile disegnare il grafico; i dati sono nella tabella qui sotto.',
    chartTable: 'Verifiche per giorno',
    day: 'Giorno',
    verifications: 'Verifiche',
    perCertificate: 'Le verifiche di ogni certificato',
  },
};

export default it;
