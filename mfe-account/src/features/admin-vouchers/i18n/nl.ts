import type { VoucherStockTranslation } from './en';

// Dutch: the Voucher stock tab.
const nl: VoucherStockTranslation = {
  adminVoucherStock: {
    tab: 'Vouchervoorraad',
    importTitle: 'Examenvouchercodes importeren',
    importHelp:
      'Een CSV-bestand van de bestelling bij de leverancier. De eerste regel noemt de kolommen: course (de slug van de training, zoals security-plus), code en expiry (JJJJ-MM-DD). Elke regel wordt gecontroleerd: is er één fout, dan wordt geen enkele code geïmporteerd.',
    csvFile: 'CSV-bestand met codes',
    import: 'Codes importeren',
    importing: 'Bezig met importeren…',
    fileRequired: 'Kies het CSV-bestand dat je wilt importeren.',
    fileEmpty: 'Het bestand is leeg.',
    missingColumns: 'Op de eerste regel van het bestand ontbreken deze kolommen: {columns}.',
    imported_one: '{count} code geïmporteerd.',
    imported_other: '{count} codes geïmporteerd.',
    importedCourse: 'Training',
    importedCount: 'Geïmporteerde codes',
    rejected_one: 'Er is niets geïmporteerd: {count} regel bevat een fout.',
    rejected_other: 'Er is niets geïmporteerd: {count} regels bevatten fouten.',
    row: 'Regel',
    problem: 'Probleem',
    importRace:
      'Er is niets geïmporteerd: een van de codes werd intussen al geïmporteerd. Probeer het opnieuw.',
    importFailed: 'Er is niets geïmporteerd.',
    voidTitle: 'Een code ongeldig maken',
    voidHelp:
      'Een code die de leverancier heeft ingetrokken, of die niet verkocht mag worden. Alleen een code die nog beschikbaar is, kan ongeldig worden gemaakt; medewerkers zien nooit de lijst met codes.',
    code: 'Examenvouchercode',
    voidButton: 'Code ongeldig maken',
    codeRequired: 'Vul de code in die ongeldig moet worden.',
    codeInvalid: 'Een code bestaat uit 6 tot 64 letters, cijfers of streepjes, zonder spaties.',
    confirmVoid: 'Examenvouchercode {code} ongeldig maken? Hij wordt dan nooit verkocht.',
    cancel: 'Annuleren',
    voided: 'De code {code} is ongeldig gemaakt.',
    codeUnknown: 'Zo’n code is nooit geïmporteerd.',
    codeNotAvailable:
      'Deze code is al gereserveerd, verkocht of ongeldig: alleen een beschikbare code kan ongeldig worden gemaakt.',
    voidFailed: 'De code kon niet ongeldig worden gemaakt.',
  },
};
export default nl;
