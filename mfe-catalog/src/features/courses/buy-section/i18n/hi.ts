import type { BuySectionTexts } from './en';

// Hindi. Vendor and exam names stay as the vendors write them; prices and dates come from Intl.
const hi: BuySectionTexts = {
  heading: 'कीमतें और आगामी बैच',
  voucherHeading: 'परीक्षा वाउचर',
  price: 'कीमत',
  usdPrice: 'भारत के बाहर के खरीदारों के लिए {price}',
  availability: 'उपलब्धता',
  inStock: 'स्टॉक में है',
  lowStock: 'स्टॉक में है, बस कुछ ही बचे हैं',
  outOfStock: 'स्टॉक में नहीं है',
  buy: 'खरीदें',
  buyLabel: '{course} का परीक्षा वाउचर खरीदें',
  noVoucher: 'इस कोर्स का परीक्षा वाउचर फ़िलहाल ऑनलाइन नहीं बिक रहा है।',
  batchesHeading: 'आगामी बैच',
  noBatches: 'फ़िलहाल कोई बैच तय नहीं है।',
  schedule: 'समय-सारणी',
  mode: 'प्रारूप',
  online: 'लाइव ऑनलाइन',
  classroom: 'कक्षा में',
  classroomIn: 'कक्षा में, {city}',
  seats: 'सीटें',
  seatsLeft_one: '{count} सीट बची है',
  seatsLeft_other: '{count} सीटें बची हैं',
  soldOut: 'सीटें भर गईं: इस बैच में कोई सीट नहीं बची है।',
  bookSeat: 'सीट बुक करें',
  bookSeatLabel: '{dates} वाले बैच में सीट बुक करें',
  loadError: 'कीमतें और तारीख़ें अभी लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
};

export default hi;
