import type { PricesTranslation } from './en';

// Italian: the Prices tab.
const it: PricesTranslation = {
  adminPrices: {
    tab: 'Prezzi',
    title: 'Prezzi dei voucher d’esame',
    intro:
      'Il voucher d’esame di ogni corso: il prezzo in rupie per chi acquista in India, in dollari per gli altri, e i codici disponibili in magazzino.',
    course: 'Corso',
    chooseCourse: 'Scegli un corso',
    priceInr: 'Prezzo in rupie (INR)',
    priceUsd: 'Prezzo in dollari (USD)',
    priceHint: 'Ad esempio 1499 o 1499.50',
    lowStock: 'Avviso di scorte basse a (codici)',
    lowStockHint:
      'L’ufficio vendite riceve un’e-mail quando i codici disponibili scendono a questo numero.',
    onSale: 'In vendita nella pagina del corso',
    status: 'Stato',
    active: 'In vendita',
    inactive: 'Non in vendita',
    stock: 'Scorte',
    stockCounts: '{available} disponibili, {reserved} riservati, {sold} venduti, {void} annullati',
    actions: 'Azioni',
    edit: 'Modifica',
    editCourse: 'Modifica {course}',
    createTitle: 'Metti in vendita un voucher d’esame',
    editTitle: 'Modifica il voucher d’esame di {course}',
    create: 'Metti in vendita il voucher d’esame',
    save: 'Salva le modifiche',
    cancel: 'Annulla',
    created: 'Il voucher d’esame di {course} è in vendita.',
    saved: 'Il voucher d’esame di {course} è stato modificato.',
    courseRequired: 'Scegli il corso.',
    priceInvalid:
      'Inserisci un importo maggiore di zero con al massimo due decimali, come 1499 o 1499.50.',
    lowStockInvalid: 'Inserisci un numero intero da 0 a 10000.',
    exists: 'Questo corso ha già un voucher d’esame: modificalo nell’elenco.',
    missing: 'Questo voucher d’esame non esiste più. Ricarica l’elenco.',
    saveFailed: 'Non è stato possibile salvare il voucher d’esame.',
    loadFailed: 'Non è stato possibile caricare i voucher d’esame.',
    loading: 'Caricamento…',
    none: 'Non c’è ancora nessun voucher d’esame in vendita.',
  },
};
export default it;
