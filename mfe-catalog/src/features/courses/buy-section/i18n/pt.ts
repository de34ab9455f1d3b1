import type { BuySectionTexts } from './en';

// European Portuguese. Vendor and exam names stay as the vendors write them.
const pt: BuySectionTexts = {
  heading: 'Preços e próximas turmas',
  voucherHeading: 'Voucher de exame',
  price: 'Preço',
  usdPrice: '{price} para compradores fora da Índia',
  availability: 'Disponibilidade',
  inStock: 'Em stock',
  lowStock: 'Em stock, restam poucos',
  outOfStock: 'Esgotado',
  buy: 'Comprar',
  buyLabel: 'Comprar o voucher de exame de {course}',
  noVoucher: 'De momento, o voucher de exame deste curso não está à venda online.',
  batchesHeading: 'Próximas turmas',
  noBatches: 'De momento, não há turmas agendadas.',
  schedule: 'Horário',
  mode: 'Modalidade',
  online: 'Online, em direto',
  classroom: 'Presencial',
  classroomIn: 'Presencial, {city}',
  seats: 'Lugares',
  seatsLeft_one: 'Resta {count} lugar',
  seatsLeft_other: 'Restam {count} lugares',
  soldOut: 'Esgotada: já não há lugares nesta turma.',
  bookSeat: 'Reservar lugar',
  bookSeatLabel: 'Reservar lugar na turma de {dates}',
  loadError: 'Não foi possível carregar os preços e as datas. Tente novamente mais tarde.',
};

export default pt;
