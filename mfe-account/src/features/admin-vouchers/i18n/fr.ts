import type { VoucherStockTranslation } from './en';

// French: the Voucher stock tab.
const fr: VoucherStockTranslation = {
  adminVoucherStock: {
    tab: 'Stock de vouchers',
    importTitle: 'Importer des codes de voucher d’examen',
    importHelp:
      'Un fichier CSV de la commande passée à l’éditeur. La première ligne nomme les colonnes : course (l’identifiant de la formation, comme security-plus), code et expiry (AAAA-MM-JJ). Chaque ligne est vérifiée : si une seule est erronée, aucun code n’est importé.',
    csvFile: 'Fichier CSV des codes',
    import: 'Importer les codes',
    importing: 'Importation…',
    fileRequired: 'Choisissez le fichier CSV à importer.',
    fileEmpty: 'Le fichier est vide.',
    missingColumns: 'Il manque ces colonnes à la première ligne du fichier : {columns}.',
    imported_one: '{count} code importé.',
    imported_other: '{count} codes importés.',
    importedCourse: 'Formation',
    importedCount: 'Codes importés',
    rejected_one: 'Rien n’a été importé : {count} ligne comporte une erreur.',
    rejected_other: 'Rien n’a été importé : {count} lignes comportent des erreurs.',
    row: 'Ligne',
    problem: 'Problème',
    importRace: 'Rien n’a été importé : l’un des codes a été importé entre-temps. Réessayez.',
    importFailed: 'Rien n’a été importé.',
    voidTitle: 'Annuler un code',
    voidHelp:
      'Un code retiré par l’éditeur, ou qui ne doit pas être vendu. Seul un code encore disponible peut être annulé ; le personnel ne voit jamais la liste des codes.',
    code: 'Code de voucher d’examen',
    voidButton: 'Annuler le code',
    codeRequired: 'Saisissez le code à annuler.',
    codeInvalid: 'Un code compte 6 à 64 lettres, chiffres ou tirets, sans espace.',
    confirmVoid: 'Annuler le code de voucher d’examen {code} ? Il ne sera jamais vendu.',
    cancel: 'Ne rien faire',
    voided: 'Le code {code} a été annulé.',
    codeUnknown: 'Aucun code de ce type n’a été importé.',
    codeNotAvailable:
      'Ce code est déjà réservé, vendu ou annulé : seul un code disponible peut être annulé.',
    voidFailed: 'Le code n’a pas pu être annulé.',
  },
};
export default fr;
