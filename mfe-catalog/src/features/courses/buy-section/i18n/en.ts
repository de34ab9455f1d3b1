/**
 * The buy section's texts in English, in the section's own chunk (it loads after the page);
 * every other language translates every key (./hi.ts ...). Counts have `_one`/`_other` forms
 * (usePlural); Arabic adds its other forms.
 */
export const buySectionEn = {
  heading: 'Prices and upcoming batches',
  voucherHeading: 'Exam voucher',
  price: 'Price',
  usdPrice: '{price} for buyers outside India',
  availability: 'Availability',
  inStock: 'In stock',
  lowStock: 'In stock, only a few left',
  outOfStock: 'Out of stock',
  buy: 'Buy',
  buyLabel: 'Buy the exam voucher for {course}',
  noVoucher: 'The exam voucher for this course is not sold online at the moment.',
  batchesHeading: 'Upcoming batches',
  noBatches: 'No batches are scheduled at the moment.',
  schedule: 'Schedule',
  mode: 'Format',
  online: 'Live online',
  classroom: 'In class',
  classroomIn: 'In class, {city}',
  seats: 'Seats',
  seatsLeft_one: '{count} seat left',
  seatsLeft_other: '{count} seats left',
  soldOut: 'Sold out: no seats are left in this batch.',
  bookSeat: 'Book a seat',
  bookSeatLabel: 'Book a seat in the batch of {dates}',
  loadError: 'Prices and dates could not be loaded just now. Please try again later.',
};

export type BuySectionKey = keyof typeof buySectionEn;
export type BuySectionTexts = Record<BuySectionKey, string>;

/** The plural forms a language may add beyond `_one`/`_other` (Arabic has them all). */
export type BuySectionPluralForms = Partial<
  Record<`seatsLeft_${'zero' | 'two' | 'few' | 'many'}`, string>
>;
