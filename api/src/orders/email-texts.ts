import type { Lang } from 'contracts';

/**
 * The texts of the e-mails about a buyer's order, in the language the order was placed in.
 * `{name}` is filled in; amounts and dates come already written in that language (Intl), and
 * bank details, references and codes stay as they are, since the buyer copies them.
 */
export interface OrderEmailTexts {
  placedSubject: string;
  placed: [thanks: string, amount: string, hold: string];
  bank: string;
  upi: string;
  paypal: string;
  card: string;
  utr: string;
  paidSubject: string;
  paid: [received: string, invoice: string];
  vouchersSubject: string;
  vouchers: [intro: string, keep: string];
  seatsSubject: string;
  seats: [confirmed: string, attendees: string, calendar: string];
}

export const orderEmailTexts: Record<Lang, OrderEmailTexts> = {
  en: {
    placedSubject: 'Your {brand} order {reference}: how to pay',
    placed: [
      'Thank you for your order {reference} at {brand}.',
      'Amount to pay: {total}. Please quote the reference {reference} with your payment.',
      'We hold your order until {holdUntil}. If no payment arrives by then, the order expires and the items return to stock.',
    ],
    bank: 'Bank transfer: {bank}',
    upi: 'UPI (scan or open in your UPI app): {upi}',
    paypal: 'PayPal: {paypal}',
    card: 'Card: finish the payment on the secure card page from your order page.',
    utr: 'After a bank transfer you can enter the bank’s transaction reference (UTR) on your order page.',
    paidSubject: 'Payment received for your {brand} order {reference}',
    paid: [
      'We have received your payment of {total} for order {reference}. Thank you.',
      'Your tax invoice {invoice}: {invoiceUrl}',
    ],
    vouchersSubject: 'Your exam voucher codes (order {reference})',
    vouchers: [
      'Your exam voucher codes for {course}:',
      'Keep them safe: each code can be used once. You can also see them on your order page.',
    ],
    seatsSubject: 'Your seats are confirmed: {course} from {startsOn}',
    seats: [
      'Your seats in {course} are confirmed: {dates}, {schedule}.',
      'Attendees: {attendees}.',
      'The attached calendar file adds the training dates to your calendar.',
    ],
  },
  hi: {
    placedSubject: 'आपका {brand} ऑर्डर {reference}: भुगतान कैसे करें',
    placed: [
      '{brand} पर ऑर्डर {reference} के लिए धन्यवाद।',
      'भुगतान की राशि: {total}। भुगतान करते समय संदर्भ {reference} अवश्य लिखें।',
      'हम आपका ऑर्डर {holdUntil} तक रोककर रखेंगे। तब तक भुगतान न मिलने पर ऑर्डर समाप्त हो जाएगा और सामान वापस स्टॉक में चला जाएगा।',
    ],
    bank: 'बैंक ट्रांसफ़र: {bank}',
    upi: 'UPI (अपने UPI ऐप में स्कैन करें या खोलें): {upi}',
    paypal: 'PayPal: {paypal}',
    card: 'कार्ड: अपने ऑर्डर पेज से सुरक्षित कार्ड पेज पर भुगतान पूरा करें।',
    utr: 'बैंक ट्रांसफ़र के बाद आप अपने ऑर्डर पेज पर बैंक का ट्रांज़ैक्शन संदर्भ (UTR) दर्ज कर सकते हैं।',
    paidSubject: 'आपके {brand} ऑर्डर {reference} का भुगतान मिल गया',
    paid: [
      'ऑर्डर {reference} के लिए आपका {total} का भुगतान हमें मिल गया है। धन्यवाद।',
      'आपका टैक्स इनवॉइस {invoice}: {invoiceUrl}',
    ],
    vouchersSubject: 'आपके परीक्षा वाउचर कोड (ऑर्डर {reference})',
    vouchers: [
      '{course} के लिए आपके परीक्षा वाउचर कोड:',
      'इन्हें सुरक्षित रखें: हर कोड एक ही बार इस्तेमाल हो सकता है। ये आपके ऑर्डर पेज पर भी दिखते हैं।',
    ],
    seatsSubject: 'आपकी सीटें पक्की हो गईं: {course}, {startsOn} से',
    seats: [
      '{course} में आपकी सीटें पक्की हो गई हैं: {dates}, {schedule}।',
      'प्रतिभागी: {attendees}।',
      'संलग्न कैलेंडर फ़ाइल से ट्रेनिंग की तारीखें आपके कैलेंडर में जुड़ जाएँगी।',
    ],
  },
  nl: {
    placedSubject: 'Uw {brand}-bestelling {reference}: zo betaalt u',
    placed: [
      'Bedankt voor uw bestelling {reference} bij {brand}.',
      'Te betalen: {total}. Vermeld bij uw betaling het kenmerk {reference}.',
      'We houden uw bestelling vast tot {holdUntil}. Is de betaling er dan niet, dan vervalt de bestelling en gaat alles terug in de voorraad.',
    ],
    bank: 'Bankoverschrijving: {bank}',
    upi: 'UPI (scan of open in uw UPI-app): {upi}',
    paypal: 'PayPal: {paypal}',
    card: 'Kaart: rond de betaling af op de beveiligde betaalpagina vanaf uw bestelpagina.',
    utr: 'Na een overschrijving kunt u het transactiekenmerk van de bank (UTR) invullen op uw bestelpagina.',
    paidSubject: 'Betaling ontvangen voor uw {brand}-bestelling {reference}',
    paid: [
      'We hebben uw betaling van {total} voor bestelling {reference} ontvangen. Dank u wel.',
      'Uw belastingfactuur {invoice}: {invoiceUrl}',
    ],
    vouchersSubject: 'Uw examenvouchercodes (bestelling {reference})',
    vouchers: [
      'Uw examenvouchercodes voor {course}:',
      'Bewaar ze goed: elke code is één keer te gebruiken. U ziet ze ook op uw bestelpagina.',
    ],
    seatsSubject: 'Uw plaatsen zijn bevestigd: {course} vanaf {startsOn}',
    seats: [
      'Uw plaatsen in {course} zijn bevestigd: {dates}, {schedule}.',
      'Deelnemers: {attendees}.',
      'Met het bijgevoegde agendabestand zet u de trainingsdata in uw agenda.',
    ],
  },
  fr: {
    placedSubject: 'Votre commande {brand} {reference} : comment payer',
    placed: [
      'Merci pour votre commande {reference} chez {brand}.',
      'Montant à payer : {total}. Indiquez la référence {reference} avec votre paiement.',
      'Nous réservons votre commande jusqu’au {holdUntil}. Sans paiement d’ici là, la commande expire et les articles retournent en stock.',
    ],
    bank: 'Virement bancaire : {bank}',
    upi: 'UPI (scannez ou ouvrez dans votre application UPI) : {upi}',
    paypal: 'PayPal : {paypal}',
    card: 'Carte : terminez le paiement sur la page de paiement sécurisée depuis la page de votre commande.',
    utr: 'Après un virement, vous pouvez saisir la référence de transaction de la banque (UTR) sur la page de votre commande.',
    paidSubject: 'Paiement reçu pour votre commande {brand} {reference}',
    paid: [
      'Nous avons bien reçu votre paiement de {total} pour la commande {reference}. Merci.',
      'Votre facture fiscale {invoice} : {invoiceUrl}',
    ],
    vouchersSubject: 'Vos codes de voucher d’examen (commande {reference})',
    vouchers: [
      'Vos codes de voucher d’examen pour {course} :',
      'Conservez-les précieusement : chaque code ne sert qu’une fois. Ils figurent aussi sur la page de votre commande.',
    ],
    seatsSubject: 'Vos places sont confirmées : {course} à partir du {startsOn}',
    seats: [
      'Vos places pour {course} sont confirmées : {dates}, {schedule}.',
      'Participants : {attendees}.',
      'Le fichier de calendrier joint ajoute les dates de la formation à votre agenda.',
    ],
  },
  pt: {
    placedSubject: 'Seu pedido {brand} {reference}: como pagar',
    placed: [
      'Obrigado pelo seu pedido {reference} na {brand}.',
      'Valor a pagar: {total}. Informe a referência {reference} no pagamento.',
      'Reservamos seu pedido até {holdUntil}. Se o pagamento não chegar até lá, o pedido expira e os itens voltam ao estoque.',
    ],
    bank: 'Transferência bancária: {bank}',
    upi: 'UPI (escaneie ou abra no seu app UPI): {upi}',
    paypal: 'PayPal: {paypal}',
    card: 'Cartão: conclua o pagamento na página segura de cartão, a partir da página do pedido.',
    utr: 'Depois de uma transferência, você pode informar a referência da transação do banco (UTR) na página do pedido.',
    paidSubject: 'Pagamento recebido do seu pedido {brand} {reference}',
    paid: [
      'Recebemos seu pagamento de {total} referente ao pedido {reference}. Obrigado.',
      'Sua nota fiscal {invoice}: {invoiceUrl}',
    ],
    vouchersSubject: 'Seus códigos de voucher de exame (pedido {reference})',
    vouchers: [
      'Seus códigos de voucher de exame para {course}:',
      'Guarde-os bem: cada código vale uma vez. Eles também aparecem na página do pedido.',
    ],
    seatsSubject: 'Suas vagas estão confirmadas: {course} a partir de {startsOn}',
    seats: [
      'Suas vagas em {course} estão confirmadas: {dates}, {schedule}.',
      'Participantes: {attendees}.',
      'O arquivo de calendário anexo adiciona as datas do treinamento à sua agenda.',
    ],
  },
  it: {
    placedSubject: 'Il tuo ordine {brand} {reference}: come pagare',
    placed: [
      'Grazie per il tuo ordine {reference} su {brand}.',
      'Importo da pagare: {total}. Indica il riferimento {reference} nel pagamento.',
      'Teniamo riservato l’ordine fino al {holdUntil}. Se il pagamento non arriva entro allora, l’ordine scade e gli articoli tornano disponibili.',
    ],
    bank: 'Bonifico bancario: {bank}',
    upi: 'UPI (inquadra o apri nella tua app UPI): {upi}',
    paypal: 'PayPal: {paypal}',
    card: 'Carta: completa il pagamento nella pagina sicura della carta, dalla pagina dell’ordine.',
    utr: 'Dopo un bonifico puoi inserire il riferimento della transazione bancaria (UTR) nella pagina dell’ordine.',
    paidSubject: 'Pagamento ricevuto per il tuo ordine {brand} {reference}',
    paid: [
      'Abbiamo ricevuto il tuo pagamento di {total} per l’ordine {reference}. Grazie.',
      'La tua fattura {invoice}: {invoiceUrl}',
    ],
    vouchersSubject: 'I tuoi codici voucher d’esame (ordine {reference})',
    vouchers: [
      'I tuoi codici voucher d’esame per {course}:',
      'Conservali con cura: ogni codice vale una sola volta. Li trovi anche nella pagina dell’ordine.',
    ],
    seatsSubject: 'I tuoi posti sono confermati: {course} dal {startsOn}',
    seats: [
      'I tuoi posti in {course} sono confermati: {dates}, {schedule}.',
      'Partecipanti: {attendees}.',
      'Il file di calendario allegato aggiunge le date del corso al tuo calendario.',
    ],
  },
  ar: {
    placedSubject: 'طلبك من {brand} رقم {reference}: طريقة الدفع',
    placed: [
      'شكرًا لطلبك {reference} من {brand}.',
      'المبلغ المطلوب: {total}. يُرجى ذكر المرجع {reference} مع الدفعة.',
      'نحجز طلبك حتى {holdUntil}. إن لم تصل الدفعة بحلول ذلك الوقت، ينتهي الطلب وتعود العناصر إلى المخزون.',
    ],
    bank: 'تحويل بنكي: {bank}',
    upi: 'UPI (امسح الرمز أو افتحه في تطبيق UPI): {upi}',
    paypal: 'PayPal: {paypal}',
    card: 'البطاقة: أكمل الدفع في صفحة الدفع الآمنة من صفحة طلبك.',
    utr: 'بعد التحويل البنكي يمكنك إدخال مرجع المعاملة لدى البنك (UTR) في صفحة طلبك.',
    paidSubject: 'استلمنا دفعة طلبك من {brand} رقم {reference}',
    paid: [
      'استلمنا دفعتك البالغة {total} للطلب {reference}. شكرًا لك.',
      'فاتورتك الضريبية {invoice}: {invoiceUrl}',
    ],
    vouchersSubject: 'رموز قسائم الاختبار الخاصة بك (الطلب {reference})',
    vouchers: [
      'رموز قسائم الاختبار الخاصة بك لـ {course}:',
      'احتفظ بها في مكان آمن: يُستخدم كل رمز مرة واحدة. تجدها أيضًا في صفحة طلبك.',
    ],
    seatsSubject: 'تم تأكيد مقاعدك: {course} ابتداءً من {startsOn}',
    seats: [
      'تم تأكيد مقاعدك في {course}: {dates}، {schedule}.',
      'المشاركون: {attendees}.',
      'يضيف ملف التقويم المرفق مواعيد التدريب إلى تقويمك.',
    ],
  },
};
