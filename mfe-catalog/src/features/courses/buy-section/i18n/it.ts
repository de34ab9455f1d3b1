import type { BuySectionTexts } from './en';

// Italian, tu in calls to action. Vendor and exam names stay as the vendors write them.
const it: BuySectionTexts = {
  heading: 'Prezzi e prossime classi',
  voucherHeading: "Voucher d'esame",
  price: 'Prezzo',
  usdPrice: "{price} per chi acquista fuori dall'India",
  availability: 'Disponibilità',
  inStock: 'Disponibile',
  lowStock: 'Disponibile, ne restano pochi',
  outOfStock: 'Esaurito',
  buy: 'Acquista',
  buyLabel: "Acquista il voucher d'esame per {course}",
  noVoucher: "Al momento il voucher d'esame di questo corso non è in vendita online.",
  batchesHeading: 'Prossime classi',
  noBatches: 'Al momento non ci sono classi in programma.',
  schedule: 'Orario',
  mode: 'Modalità',
  online: 'Online, in diretta',
  classroom: 'In aula',
  classroomIn: 'In aula, {city}',
  seats: 'Posti',
  seatsLeft_one: 'Resta {count} posto',
  seatsLeft_other: 'Restano {count} posti',
  soldOut: 'Tutto esaurito: in questa classe non ci sono più posti.',
  bookSeat: 'Prenota un posto',
  bookSeatLabel: 'Prenota un posto nella classe del {dates}',
  loadError: 'Non è stato possibile caricare prezzi e date. Riprova più tardi.',
};

export default it;
