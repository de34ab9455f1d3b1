import type { PricesTranslation } from './en';

// Dutch: the Prices tab.
const nl: PricesTranslation = {
  adminPrices: {
    tab: 'Prijzen',
    title: 'Prijzen van examenvouchers',
    intro:
      'De examenvoucher van elke training: de prijs in roepies voor kopers in India, in dollars voor de anderen, en de codes op voorraad.',
    course: 'Training',
    chooseCourse: 'Kies een training',
    priceInr: 'Prijs in roepies (INR)',
    priceUsd: 'Prijs in dollars (USD)',
    priceHint: 'Bijvoorbeeld 1499 of 1499.50',
    lowStock: 'Melding bij lage voorraad (codes)',
    lowStockHint: 'Sales krijgt een e-mail zodra de beschikbare codes tot dit aantal dalen.',
    onSale: 'Te koop op de trainingspagina',
    status: 'Status',
    active: 'Te koop',
    inactive: 'Niet te koop',
    stock: 'Voorraad',
    stockCounts:
      '{available} beschikbaar, {reserved} gereserveerd, {sold} verkocht, {void} ongeldig',
    actions: 'Acties',
    edit: 'Wijzigen',
    editCourse: '{course} wijzigen',
    createTitle: 'Een examenvoucher te koop aanbieden',
    editTitle: 'De examenvoucher van {course} wijzigen',
    create: 'Examenvoucher aanbieden',
    save: 'Wijzigingen opslaan',
    cancel: 'Annuleren',
    created: 'De examenvoucher van {course} wordt nu aangeboden.',
    saved: 'De examenvoucher van {course} is gewijzigd.',
    courseRequired: 'Kies de training.',
    priceInvalid:
      'Vul een bedrag boven nul in met hoogstens twee decimalen, zoals 1499 of 1499.50.',
    lowStockInvalid: 'Vul een geheel getal van 0 tot 10000 in.',
    exists: 'Deze training heeft al een examenvoucher: wijzig die in de lijst.',
    missing: 'Deze examenvoucher bestaat niet meer. Laad de lijst opnieuw.',
    saveFailed: 'De examenvoucher kon niet worden opgeslagen.',
    loadFailed: 'De examenvouchers konden niet worden geladen.',
    loading: 'Laden…',
    none: 'Er is nog geen examenvoucher te koop.',
  },
};
export default nl;
