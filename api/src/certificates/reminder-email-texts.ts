import type { Lang } from 'contracts';

/**
 * The renewal reminder a certificate's holder gets 90 and 30 days before it expires, in the
 * holder's language. `{brand}`, `{name}`, `{course}`, `{date}` (the expiry, written by Intl in
 * that language; no count of days, whose plural forms a sentence would have to follow), `{url}` (the course's page, or the certificate's when the course is
 * not one of the catalog's) and `{optOut}` are filled in; course names stay as the vendor writes
 * them.
 */
export interface ReminderEmailTexts {
  subject: string;
  lines: [greeting: string, expires: string, renew: string, optOut: string];
}

export const reminderEmailTexts: Record<Lang, ReminderEmailTexts> = {
  en: {
    subject: 'Your {course} certificate expires on {date}',
    lines: [
      'Hello {name},',
      'Your {course} certificate from {brand} is valid until {date}.',
      'Plan your renewal in time: see the course and its next batches here: {url}',
      'You get this reminder 90 and 30 days before a certificate expires. To get no more reminders, open: {optOut}',
    ],
  },
  hi: {
    subject: 'आपका {course} प्रमाणपत्र {date} को समाप्त हो रहा है',
    lines: [
      'नमस्ते {name},',
      '{brand} से मिला आपका {course} प्रमाणपत्र {date} तक मान्य है।',
      'नवीनीकरण की योजना समय पर बनाएँ: कोर्स और उसके अगले बैच यहाँ देखें: {url}',
      'यह रिमाइंडर प्रमाणपत्र की समाप्ति से 90 और 30 दिन पहले भेजा जाता है। आगे से रिमाइंडर नहीं चाहिए, तो यह लिंक खोलें: {optOut}',
    ],
  },
  nl: {
    subject: 'Je certificaat {course} verloopt op {date}',
    lines: [
      'Hallo {name},',
      'Je certificaat {course} van {brand} is geldig tot en met {date}.',
      'Plan je verlenging op tijd: bekijk de training en de volgende groepen hier: {url}',
      'Je krijgt deze herinnering 90 en 30 dagen voordat een certificaat verloopt. Wil je geen herinneringen meer, open dan: {optOut}',
    ],
  },
  fr: {
    subject: 'Votre certificat {course} expire le {date}',
    lines: [
      'Bonjour {name},',
      'Votre certificat {course} délivré par {brand} est valable jusqu’au {date}.',
      'Prévoyez votre renouvellement à temps : la formation et ses prochaines sessions sont ici : {url}',
      'Vous recevez ce rappel 90 et 30 jours avant l’expiration d’un certificat. Pour ne plus en recevoir, ouvrez : {optOut}',
    ],
  },
  pt: {
    subject: 'O seu certificado {course} expira em {date}',
    lines: [
      'Olá {name},',
      'O seu certificado {course} emitido pela {brand} é válido até {date}.',
      'Planeie a renovação a tempo: veja o curso e as próximas turmas aqui: {url}',
      'Recebe este lembrete 90 e 30 dias antes de um certificado expirar. Para não receber mais lembretes, abra: {optOut}',
    ],
  },
  it: {
    subject: 'Il tuo certificato {course} scade il {date}',
    lines: [
      'Ciao {name},',
      'Il tuo certificato {course} rilasciato da {brand} è valido fino al {date}.',
      'Pianifica per tempo il rinnovo: trovi il corso e le prossime classi qui: {url}',
      'Ricevi questo promemoria 90 e 30 giorni prima della scadenza di un certificato. Per non riceverne più, apri: {optOut}',
    ],
  },
  ar: {
    subject: 'تنتهي صلاحية شهادتك في {course} في {date}',
    lines: [
      'مرحبًا {name}،',
      'شهادتك في {course} الصادرة من {brand} صالحة حتى {date}.',
      'خطّط لتجديدها في الوقت المناسب: اطّلع على الدورة ومواعيد دفعاتها القادمة هنا: {url}',
      'يصلك هذا التذكير قبل انتهاء صلاحية الشهادة بـ 90 يومًا و30 يومًا. لإيقاف التذكيرات، افتح: {optOut}',
    ],
  },
};
