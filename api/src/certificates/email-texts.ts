import type { Lang } from 'contracts';

/**
 * The e-mail a certificate's holder gets when an admin issues it to their address, in the
 * holder's language: their account's when they have one, else the one the admin chose.
 * `{brand}`, `{name}`, `{course}`, `{url}` and `{account}` are filled in; course names stay as
 * the vendor writes them.
 */
export interface CertificateEmailTexts {
  issuedSubject: string;
  issued: [issued: string, link: string, account: string];
}

export const certificateEmailTexts: Record<Lang, CertificateEmailTexts> = {
  en: {
    issuedSubject: 'Your {brand} certificate: {course}',
    issued: [
      'Congratulations, {name}: {brand} has issued your certificate for {course}.',
      'See it, download its PDF and share it from its page: {url}',
      'Sign up or log in with this e-mail address and confirm it to find all your certificates under My account: {account}',
    ],
  },
  hi: {
    issuedSubject: 'आपका {brand} प्रमाणपत्र: {course}',
    issued: [
      'बधाई हो, {name}: {brand} ने {course} के लिए आपका प्रमाणपत्र जारी कर दिया है।',
      'इसके पेज पर आप इसे देख सकते हैं, इसकी PDF डाउनलोड कर सकते हैं और इसे साझा कर सकते हैं: {url}',
      'इसी ई-मेल पते से साइन अप या लॉग इन करें और इसकी पुष्टि करें, फिर "मेरा खाता" में अपने सभी प्रमाणपत्र देखें: {account}',
    ],
  },
  nl: {
    issuedSubject: 'Je {brand}-certificaat: {course}',
    issued: [
      'Gefeliciteerd, {name}: {brand} heeft je certificaat voor {course} uitgegeven.',
      'Bekijk het, download de pdf en deel het via de pagina van het certificaat: {url}',
      'Registreer of log in met dit e-mailadres en bevestig het om al je certificaten te vinden onder Mijn account: {account}',
    ],
  },
  fr: {
    issuedSubject: 'Votre certificat {brand} : {course}',
    issued: [
      'Félicitations, {name} : {brand} a délivré votre certificat pour {course}.',
      'Consultez-le, téléchargez son PDF et partagez-le depuis sa page : {url}',
      'Inscrivez-vous ou connectez-vous avec cette adresse e-mail et confirmez-la pour retrouver tous vos certificats dans Mon compte : {account}',
    ],
  },
  pt: {
    issuedSubject: 'O seu certificado {brand}: {course}',
    issued: [
      'Parabéns, {name}: a {brand} emitiu o seu certificado de {course}.',
      'Veja-o, descarregue o PDF e partilhe-o a partir da página do certificado: {url}',
      'Registe-se ou entre com este endereço de e-mail e confirme-o para encontrar todos os seus certificados em A minha conta: {account}',
    ],
  },
  it: {
    issuedSubject: 'Il tuo certificato {brand}: {course}',
    issued: [
      'Congratulazioni, {name}: {brand} ha rilasciato il tuo certificato per {course}.',
      'Visualizzalo, scarica il PDF e condividilo dalla sua pagina: {url}',
      'Registrati o accedi con questo indirizzo e-mail e confermalo per trovare tutti i tuoi certificati in Il mio account: {account}',
    ],
  },
  ar: {
    issuedSubject: 'شهادتك من {brand}: {course}',
    issued: [
      'تهانينا يا {name}: أصدرت {brand} شهادتك في {course}.',
      'اعرضها ونزّل ملف PDF الخاص بها وشاركها من صفحتها: {url}',
      'أنشئ حسابًا أو سجّل الدخول بعنوان البريد الإلكتروني هذا وأكّده لتجد جميع شهاداتك في "حسابي": {account}',
    ],
  },
};
