import type { VoucherStockTranslation } from './en';

// Italian: the Voucher stock tab.
const it: VoucherStockTranslation = {
  adminVoucherStock: {
    tab: 'Magazzino voucher',
    importTitle: 'Importa i codici dei voucher d’esame',
    importHelp:
      'Un file CSV dell’ordine al fornitore. La prima riga indica le colonne: course (l’identificativo del corso, ad esempio security-plus), code ed expiry (AAAA-MM-GG). Ogni riga viene controllata: se una sola è errata, non viene importato nessun codice.',
    csvFile: 'File CSV dei codici',
    import: 'Importa i codici',
    importing: 'Importazione in corso…',
    fileRequired: 'Scegli il file CSV da importare.',
    fileEmpty: 'Il file è vuoto.',
    missingColumns: 'Nella prima riga del file mancano queste colonne: {columns}.',
    imported_one: '{count} codice importato.',
    imported_other: '{count} codici importati.',
    importedCourse: 'Corso',
    importedCount: 'Codici importati',
    rejected_one: 'Non è stato importato nulla: {count} riga contiene un errore.',
    rejected_other: 'Non è stato importato nulla: {count} righe contengono errori.',
    row: 'Riga',
    problem: 'Problema',
    importRace:
      'Non è stato importato nulla: uno dei codici è stato importato nel frattempo. Riprova.',
    importFailed: 'Non è stato importato nulla.',
    voidTitle: 'Annulla un codice',
    voidHelp:
      'Un codice ritirato dal fornitore, o che non deve essere venduto. Si può annullare solo un codice ancora disponibile; lo staff non vede mai l’elenco dei codici.',
    code: 'Codice del voucher d’esame',
    voidButton: 'Annulla il codice',
    codeRequired: 'Inserisci il codice da annullare.',
    codeInvalid: 'Un codice ha da 6 a 64 lettere, cifre o trattini, senza spazi.',
    confirmVoid: 'Annullare il codice del voucher d’esame {code}? Non sarà mai venduto.',
    cancel: 'Indietro',
    voided: 'Il codice {code} è stato annullato.',
    codeUnknown: 'Nessun codice del genere è stato importato.',
    codeNotAvailable:
      'Questo codice è già riservato, venduto o annullato: si può annullare solo un codice disponibile.',
    voidFailed: 'Non è stato possibile annullare il codice.',
  },
};
export default it;
