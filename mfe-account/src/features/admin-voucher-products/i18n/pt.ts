import type { PricesTranslation } from './en';

// European Portuguese: the Prices tab.
const pt: PricesTranslation = {
  adminPrices: {
    tab: 'Preços',
    title: 'Preços do voucher de exame de cada curso',
    intro:
      'O voucher de exame de cada curso: o preço em rupias para compradores na Índia, em dólares para os restantes, e os códigos em stock.',
    course: 'Curso',
    chooseCourse: 'Escolha um curso',
    priceInr: 'Preço em rupias (INR)',
    priceUsd: 'Preço em dólares (USD)',
    priceHint: 'Por exemplo 1499 ou 1499.50',
    lowStock: 'Alerta de stock baixo a partir de (códigos)',
    lowStockHint:
      'A equipa comercial recebe um e-mail quando os códigos disponíveis descem a este número.',
    onSale: 'À venda na página do curso',
    status: 'Estado',
    active: 'À venda',
    inactive: 'Fora de venda',
    stock: 'Stock',
    stockCounts: '{available} disponíveis, {reserved} reservados, {sold} vendidos, {void} anulados',
    actions: 'Ações',
    edit: 'Editar',
    editCourse: 'Editar {course}',
    createTitle: 'Pôr à venda um voucher de exame',
    editTitle: 'Editar o voucher de exame de {course}',
    create: 'Pôr voucher de exame à venda',
    save: 'Guardar alterações',
    cancel: 'Cancelar',
    created: 'O voucher de exame de {course} está à venda.',
    saved: 'O voucher de exame de {course} foi alterado.',
    courseRequired: 'Escolha o curso.',
    priceInvalid:
      'Introduza um valor superior a zero com no máximo duas casas decimais, como 1499 ou 1499.50.',
    lowStockInvalid: 'Introduza um número inteiro de 0 a 10000.',
    exists: 'Este curso já tem um voucher de exame: altere-o na lista.',
    missing: 'Este voucher de exame já não existe. Recarregue a lista.',
    saveFailed: 'Não foi possível guardar o voucher de exame.',
    loadFailed: 'Não foi possível carregar os vouchers de exame.',
    loading: 'A carregar…',
    none: 'Ainda não há nenhum voucher de exame à venda.',
  },
};
export default pt;
