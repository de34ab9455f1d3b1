// The e-mails of a change of address: the code to the new address, and the notice to the old one
// once the change is made. In the language of the page the change was asked from; beside
// email-texts.ts (kept apart so neither file grows past a screen or two).
import type { Lang } from 'contracts';
import type { MailMessage } from '../plugins/mail';
import { accountEmail, minutesIn } from './emails';

interface EmailChangeTexts {
  codeSubject: string;
  code: [code: string, expiry: string, ignore: string];
  changedSubject: string;
  changed: [notice: string, ifYou: string, ifNotYou: string];
}

const texts: Record<Lang, EmailChangeTexts> = {
  en: {
    codeSubject: 'Your {brand} code to change your e-mail address',
    code: [
      'Your code to make this the e-mail address of your {brand} account is: {code}',
      'It expires in {duration} and works once.',
      'If you did not ask for this, you can ignore this e-mail; nothing changes.',
    ],
    changedSubject: 'The e-mail address of your {brand} account was changed',
    changed: [
      'The e-mail address of your {brand} account was changed just now to {newEmail}, and your other signed-in sessions were ended. E-mails about the account now go to the new address.',
      'If this was you, there is nothing else to do.',
      'If it was not you, contact us at once, replying to this e-mail.',
    ],
  },
  hi: {
    codeSubject: 'अपना ई-मेल पता बदलने के लिए आपका {brand} कोड',
    code: [
      'इस पते को अपने {brand} अकाउंट का ई-मेल पता बनाने के लिए आपका कोड है: {code}',
      'यह {duration} में समाप्त हो जाएगा और एक ही बार काम करेगा।',
      'अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा कर दें; कुछ नहीं बदलेगा।',
    ],
    changedSubject: 'आपके {brand} अकाउंट का ई-मेल पता बदला गया',
    changed: [
      'आपके {brand} अकाउंट का ई-मेल पता अभी-अभी {newEmail} कर दिया गया, और आपके बाकी सत्र समाप्त कर दिए गए। अब अकाउंट के ई-मेल नए पते पर जाएँगे।',
      'अगर यह आपने किया, तो आगे कुछ करने की ज़रूरत नहीं है।',
      'अगर यह आपने नहीं किया, तो इस ई-मेल का जवाब देकर तुरंत हमसे संपर्क करें।',
    ],
  },
  nl: {
    codeSubject: 'Je {brand}-code om je e-mailadres te wijzigen',
    code: [
      'Je code om dit het e-mailadres van je {brand}-account te maken is: {code}',
      'De code verloopt na {duration} en werkt één keer.',
      'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren; er verandert niets.',
    ],
    changedSubject: 'Het e-mailadres van je {brand}-account is gewijzigd',
    changed: [
      'Het e-mailadres van je {brand}-account is zojuist gewijzigd in {newEmail}, en je andere sessies zijn beëindigd. E-mails over het account gaan nu naar het nieuwe adres.',
      'Was jij dit? Dan hoef je niets meer te doen.',
      'Was jij het niet? Neem dan meteen contact met ons op door deze e-mail te beantwoorden.',
    ],
  },
  fr: {
    codeSubject: 'Votre code {brand} pour changer d’adresse e-mail',
    code: [
      'Votre code pour faire de cette adresse celle de votre compte {brand} est : {code}',
      'Il expire dans {duration} et ne sert qu’une fois.',
      'Si vous n’avez rien demandé, ignorez cet e-mail ; rien ne change.',
    ],
    changedSubject: 'L’adresse e-mail de votre compte {brand} a été modifiée',
    changed: [
      'L’adresse e-mail de votre compte {brand} vient d’être remplacée par {newEmail}, et vos autres sessions ont été fermées. Les e-mails du compte partent désormais vers la nouvelle adresse.',
      'Si c’était vous, vous n’avez rien d’autre à faire.',
      'Si ce n’était pas vous, contactez-nous tout de suite en répondant à cet e-mail.',
    ],
  },
  pt: {
    codeSubject: 'O seu código {brand} para alterar o endereço de e-mail',
    code: [
      'O seu código para tornar este o e-mail da sua conta {brand} é: {code}',
      'Expira em {duration} e só funciona uma vez.',
      'Se não o pediu, ignore este e-mail; nada muda.',
    ],
    changedSubject: 'O e-mail da sua conta {brand} foi alterado',
    changed: [
      'O e-mail da sua conta {brand} acabou de ser alterado para {newEmail} e as suas outras sessões foram terminadas. Os e-mails da conta agora vão para o novo endereço.',
      'Se foi o próprio, não há mais nada a fazer.',
      'Se não foi o próprio, contacte-nos de imediato respondendo a este e-mail.',
    ],
  },
  it: {
    codeSubject: 'Il tuo codice {brand} per cambiare indirizzo e-mail',
    code: [
      'Il tuo codice per rendere questo l’indirizzo e-mail del tuo account {brand} è: {code}',
      'Scade tra {duration} e vale una sola volta.',
      'Se non l’hai chiesto tu, ignora questa e-mail: non cambia nulla.',
    ],
    changedSubject: 'L’indirizzo e-mail del tuo account {brand} è stato cambiato',
    changed: [
      'L’indirizzo e-mail del tuo account {brand} è appena stato cambiato in {newEmail} e le tue altre sessioni sono state chiuse. Le e-mail dell’account ora vanno al nuovo indirizzo.',
      'Se sei stato tu, non devi fare altro.',
      'Se non sei stato tu, contattaci subito rispondendo a questa e-mail.',
    ],
  },
  ar: {
    codeSubject: 'رمز {brand} لتغيير عنوان بريدك الإلكتروني',
    code: [
      'رمزك لجعل هذا العنوان بريد حسابك في {brand} هو: {code}',
      'تنتهي صلاحيته بعد {duration} ويُستخدم مرة واحدة.',
      'إن لم تطلب ذلك فتجاهل هذه الرسالة؛ لن يتغيّر شيء.',
    ],
    changedSubject: 'تم تغيير البريد الإلكتروني لحسابك في {brand}',
    changed: [
      'تم للتو تغيير البريد الإلكتروني لحسابك في {brand} إلى {newEmail}، وأُنهيت جلساتك الأخرى. تصل رسائل الحساب الآن إلى العنوان الجديد.',
      'إن كنت أنت من فعل ذلك فلا داعي لأي إجراء.',
      'إن لم تكن أنت، فتواصل معنا فورًا بالرد على هذه الرسالة.',
    ],
  },
};

/** The code that confirms a change of address, sent to the new address. */
export function emailChangeCodeEmail(
  to: string,
  brand: string,
  code: string,
  minutes: number,
  lang: Lang = 'en',
): MailMessage {
  const t = texts[lang];
  const values = { brand, code, duration: minutesIn(lang, minutes) };
  return accountEmail(to, lang, 'email-change-code', t.codeSubject, t.code, values, code);
}

/** To the old address, once the change is made: where the account's e-mails go now. */
export function emailChangedEmail(
  to: string,
  brand: string,
  newEmail: string,
  lang: Lang = 'en',
): MailMessage {
  const t = texts[lang];
  const values = { brand, newEmail };
  return accountEmail(to, lang, 'email-changed', t.changedSubject, t.changed, values);
}
