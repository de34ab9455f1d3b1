import type { BuySectionTexts } from './en';

// French, vous. Vendor and exam names stay as the vendors write them.
const fr: BuySectionTexts = {
  heading: 'Tarifs et prochaines sessions',
  voucherHeading: "Voucher d'examen",
  price: 'Prix',
  usdPrice: "{price} pour les acheteurs hors d'Inde",
  availability: 'Disponibilité',
  inStock: 'En stock',
  lowStock: 'En stock, plus que quelques-uns',
  outOfStock: 'En rupture de stock',
  buy: 'Acheter',
  buyLabel: "Acheter le voucher d'examen {course}",
  noVoucher: "Le voucher d'examen de cette formation n'est pas vendu en ligne pour le moment.",
  batchesHeading: 'Prochaines sessions',
  noBatches: "Aucune session n'est programmée pour le moment.",
  schedule: 'Horaires',
  mode: 'Format',
  online: 'En ligne, en direct',
  classroom: 'En salle',
  classroomIn: 'En salle, {city}',
  seats: 'Places',
  seatsLeft_one: 'Plus que {count} place',
  seatsLeft_other: 'Plus que {count} places',
  soldOut: "Complet : il n'y a plus de place dans cette session.",
  bookSeat: 'Réserver une place',
  bookSeatLabel: 'Réserver une place dans la session du {dates}',
  loadError: "Les tarifs et les dates n'ont pas pu être chargés. Veuillez réessayer plus tard.",
};

export default fr;
