import type { VoucherStockTranslation } from './en';

// European Portuguese: the Voucher stock tab.
const pt: VoucherStockTranslation = {
  adminVoucherStock: {
    tab: 'Stock de vouchers',
    importTitle: 'Importar códigos de voucher de exame',
    importHelp:
      'Um ficheiro CSV da encomenda ao fornecedor. A primeira linha indica as colunas: course (o identificador do curso, como security-plus), code e expiry (AAAA-MM-DD). Cada linha é verificada: se uma estiver errada, nenhum código é importado.',
    csvFile: 'Ficheiro CSV de códigos',
    import: 'Importar códigos',
    importing: 'A importar…',
    fileRequired: 'Escolha o ficheiro CSV a importar.',
    fileEmpty: 'O ficheiro está vazio.',
    missingColumns: 'Faltam estas colunas na primeira linha do ficheiro: {columns}.',
    imported_one: '{count} código importado.',
    imported_other: '{count} códigos importados.',
    importedCourse: 'Curso',
    importedCount: 'Códigos importados',
    rejected_one: 'Nada foi importado: {count} linha tem um erro.',
    rejected_other: 'Nada foi importado: {count} linhas têm erros.',
    row: 'Linha',
    problem: 'Problema',
    importRace: 'Nada foi importado: um dos códigos foi importado entretanto. Tente novamente.',
    importFailed: 'Nada foi importado.',
    voidTitle: 'Anular um código',
    voidHelp:
      'Um código que o fornecedor retirou, ou que não deve ser vendido. Só um código ainda disponível pode ser anulado; a equipa nunca vê a lista de códigos.',
    code: 'Código do voucher de exame',
    voidButton: 'Anular código',
    codeRequired: 'Introduza o código a anular.',
    codeInvalid: 'Um código tem de 6 a 64 letras, algarismos ou hífenes, sem espaços.',
    confirmVoid: 'Anular o código do voucher de exame {code}? Nunca será vendido.',
    cancel: 'Voltar',
    voided: 'O código {code} foi anulado.',
    codeUnknown: 'Nenhum código assim foi importado.',
    codeNotAvailable:
      'Este código já está reservado, vendido ou anulado: só um código disponível pode ser anulado.',
    voidFailed: 'Não foi possível anular o código.',
  },
};
export default pt;
