import type { BuySectionTexts } from './en';

// Dutch, informal je. Vendor and exam names stay as the vendors write them.
const nl: BuySectionTexts = {
  heading: 'Prijzen en komende groepen',
  voucherHeading: 'Examenvoucher',
  price: 'Prijs',
  usdPrice: '{price} voor kopers buiten India',
  availability: 'Beschikbaarheid',
  inStock: 'Op voorraad',
  lowStock: 'Op voorraad, nog maar een paar',
  outOfStock: 'Niet op voorraad',
  buy: 'Kopen',
  buyLabel: 'Examenvoucher voor {course} kopen',
  noVoucher: 'De examenvoucher voor deze training is op dit moment niet online te koop.',
  batchesHeading: 'Komende groepen',
  noBatches: 'Er zijn op dit moment geen groepen gepland.',
  schedule: 'Rooster',
  mode: 'Vorm',
  online: 'Live online',
  classroom: 'Klassikaal',
  classroomIn: 'Klassikaal, {city}',
  seats: 'Plaatsen',
  seatsLeft_one: 'Nog {count} plaats vrij',
  seatsLeft_other: 'Nog {count} plaatsen vrij',
  soldOut: 'Volgeboekt: er zijn geen plaatsen meer in deze groep.',
  bookSeat: 'Plaats boeken',
  bookSeatLabel: 'Plaats boeken in de groep van {dates}',
  loadError: 'De prijzen en data konden nu niet worden geladen. Probeer het later opnieuw.',
};

export default nl;
