import type { AdminHomeTranslation } from './en';

// Hindi: the admin home.
const hi: AdminHomeTranslation = {
  adminHome: {
    tab: 'होम',
    title: 'एक नज़र में',
    asOf: '{date} के आँकड़े, भारतीय समय।',
    loading: 'आँकड़े लोड हो रहे हैं…',
    loadFailed: 'आँकड़े लोड नहीं हो सके।',
    retry: 'फिर से कोशिश करें',
    ordersToday: 'आज के भुगतान हुए ऑर्डर',
    ordersMonth: 'इस महीने के भुगतान हुए ऑर्डर',
    revenue: 'आमदनी: {amount}',
    awaiting: 'पुष्टि के लिए ट्रांसफ़र',
    awaitingHint: 'बैंक और UPI ऑर्डर जिनके ख़रीदार ने ट्रांसफ़र का रेफ़रेंस (UTR) दिया है।',
    held: 'समीक्षा के लिए रोके गए भुगतान',
    heldHint: 'अभी स्वीकार या अस्वीकार नहीं किए गए।',
    lowStock: 'कम बचे परीक्षा वाउचर',
    lowStockNone: 'हर परीक्षा वाउचर अपनी कम-स्टॉक सीमा से ऊपर है।',
    lowStockItem: '{course}: {available} बचे (सीमा {threshold})',
    enquiries: 'नई पूछताछ',
    enquiriesHint: 'जिनका अभी तक जवाब नहीं दिया गया।',
    certificatesToday: 'आज जारी प्रमाणपत्र',
    certificatesMonth: 'इस महीने जारी प्रमाणपत्र',
    chartTitle: 'प्रमाणपत्र सत्यापन, पिछले 30 दिन',
    chartLabel: 'पिछले 30 दिनों में हर दिन के प्रमाणपत्र सत्यापनों का बार चार्ट',
    chartSummary: 'पिछले 30 दिनों में {total} सत्यापन; सबसे ज़्यादा {day} को, {count}।',
    chartSummaryNone: 'पिछले 30 दिनों में कोई प्रमाणपत्र सत्यापित नहीं हुआ।',
    chartFailed: 'चार्ट नहीं बन सका; आँकड़े नीचे की तालिका में हैं।',
    chartTable: 'हर दिन के सत्यापन',
    day: 'दिन',
    verifications: 'सत्यापन',
    perCertificate: 'हर प्रमाणपत्र के सत्यापन',
  },
};

export default hi;
