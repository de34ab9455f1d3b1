import type { Lang } from 'contracts';

/**
 * The texts of the e-mails a person gets about their own account, in the language of the page
 * they asked from (the request's Accept-Language): the reset code and the notice of a changed
 * password. `{brand}`, `{code}` and `{duration}` are filled in; a duration is written by
 * Intl.NumberFormat in that language ('10 minutes', '10 मिनट', '10 دقائق'). The enquiry e-mail
 * goes to the company's staff and stays in English.
 */
export interface AccountEmailTexts {
  otpSubject: string;
  otp: [code: string, expiry: string, ignore: string];
  changedSubject: string;
  changed: [notice: string, ifYou: string, ifNotYou: string];
}

export const accountEmailTexts: Record<Lang, AccountEmailTexts> = {
  en: {
    otpSubject: 'Your {brand} password reset code',
    otp: [
      'Your {brand} password reset code is: {code}',
      'It expires in {duration} and works once.',
      'If you did not ask to reset your password, you can ignore this e-mail; your password stays the same.',
    ],
    changedSubject: 'Your {brand} password was changed',
    changed: [
      'The password of your {brand} account was changed just now, and every signed-in session was ended.',
      'If this was you, there is nothing else to do.',
      'If it was not you, reset your password at once with "Forgot password" and contact us.',
    ],
  },
  hi: {
    otpSubject: 'आपका {brand} पासवर्ड रीसेट कोड',
    otp: [
      'आपका {brand} पासवर्ड रीसेट कोड है: {code}',
      'यह {duration} में समाप्त हो जाएगा और केवल एक बार काम करता है।',
      'अगर आपने पासवर्ड रीसेट करने को नहीं कहा था, तो इस ई-मेल को अनदेखा कर दें; आपका पासवर्ड वही रहेगा।',
    ],
    changedSubject: 'आपका {brand} पासवर्ड बदल दिया गया है',
    changed: [
      'आपके {brand} खाते का पासवर्ड अभी बदला गया है, और हर साइन-इन सत्र समाप्त कर दिया गया है।',
      'अगर यह आपने किया था, तो आपको और कुछ करने की ज़रूरत नहीं है।',
      'अगर यह आपने नहीं किया, तो तुरंत "पासवर्ड भूल गए?" से अपना पासवर्ड रीसेट करें और हमसे संपर्क करें।',
    ],
  },
  nl: {
    otpSubject: 'Je code om je wachtwoord bij {brand} te resetten',
    otp: [
      'Je code om je wachtwoord bij {brand} te resetten is: {code}',
      'De code verloopt over {duration} en werkt één keer.',
      'Heb je niet gevraagd om je wachtwoord te resetten? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
    ],
    changedSubject: 'Je wachtwoord bij {brand} is gewijzigd',
    changed: [
      'Het wachtwoord van je {brand}-account is zojuist gewijzigd en alle actieve sessies zijn beëindigd.',
      'Was jij dit? Dan hoef je verder niets te doen.',
      'Was jij het niet? Reset je wachtwoord dan meteen via "Wachtwoord vergeten?" en neem contact met ons op.',
    ],
  },
  fr: {
    otpSubject: 'Votre code de réinitialisation du mot de passe {brand}',
    otp: [
      'Votre code de réinitialisation du mot de passe {brand} est : {code}',
      'Il expire dans {duration} et ne fonctionne qu’une fois.',
      'Si vous n’avez pas demandé à réinitialiser votre mot de passe, ignorez cet e-mail ; votre mot de passe reste inchangé.',
    ],
    changedSubject: 'Le mot de passe de votre compte {brand} a été modifié',
    changed: [
      'Le mot de passe de votre compte {brand} vient d’être modifié et toutes les sessions ouvertes ont été fermées.',
      'Si c’était vous, vous n’avez rien d’autre à faire.',
      'Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe avec « Mot de passe oublié ? » et contactez-nous.',
    ],
  },
  pt: {
    otpSubject: 'O seu código para repor a palavra-passe {brand}',
    otp: [
      'O seu código para repor a palavra-passe {brand} é: {code}',
      'Expira dentro de {duration} e só pode ser usado uma vez.',
      'Se não pediu para repor a palavra-passe, pode ignorar este e-mail; a sua palavra-passe mantém-se.',
    ],
    changedSubject: 'A palavra-passe da sua conta {brand} foi alterada',
    changed: [
      'A palavra-passe da sua conta {brand} acabou de ser alterada e todas as sessões iniciadas foram terminadas.',
      'Se a alteração foi feita por si, não precisa de fazer mais nada.',
      'Se não foi feita por si, reponha já a palavra-passe em «Esqueceu-se da palavra-passe?» e contacte-nos.',
    ],
  },
  it: {
    otpSubject: 'Il tuo codice per reimpostare la password di {brand}',
    otp: [
      'Il tuo codice per reimpostare la password di {brand} è: {code}',
      'Scade tra {duration} e si può usare una sola volta.',
      'Se non hai chiesto di reimpostare la password, ignora questa e-mail: la tua password resta la stessa.',
    ],
    changedSubject: 'La password del tuo account {brand} è stata cambiata',
    changed: [
      'La password del tuo account {brand} è stata appena cambiata e tutte le sessioni aperte sono state chiuse.',
      'Se la modifica l’hai fatta tu, non devi fare nient’altro.',
      'Se non l’hai fatta tu, reimposta subito la password con "Password dimenticata?" e contattaci.',
    ],
  },
  ar: {
    otpSubject: 'رمز إعادة تعيين كلمة المرور في {brand}',
    otp: [
      'رمز إعادة تعيين كلمة المرور لحسابك في {brand} هو: {code}',
      'تنتهي صلاحيته بعد {duration} ويُستخدم مرة واحدة فقط.',
      'إذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة؛ ستبقى كلمة المرور كما هي.',
    ],
    changedSubject: 'تم تغيير كلمة المرور لحسابك في {brand}',
    changed: [
      'تم تغيير كلمة المرور لحسابك في {brand} للتو، وأُنهيت جميع الجلسات المفتوحة.',
      'إذا كنت أنت من قام بذلك، فلا حاجة إلى أي إجراء آخر.',
      'إذا لم تكن أنت، فأعد تعيين كلمة المرور فورًا عبر «نسيت كلمة المرور؟» وتواصل معنا.',
    ],
  },
};
