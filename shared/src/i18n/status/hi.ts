// Hindi texts of the shared status and loading displays.
export const status = {
  notFoundTitle: 'पृष्ठ नहीं मिला',
  notFoundText: 'आप जिस पृष्ठ को खोज रहे हैं वह मौजूद नहीं है या स्थानांतरित हो गया है।',
  backHome: 'होम पेज पर वापस जाएँ',
};
export const loading = {
  loading: 'सामग्री लोड हो रही है...',
  loadingBooks: 'पुस्तकें लोड हो रही हैं...',
  loadingReviews: 'समीक्षाएँ लोड हो रही हैं...',
};
export const toast = { dismiss: 'सूचना बंद करें', region: 'सूचनाएँ' };
