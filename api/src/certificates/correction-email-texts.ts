import type { Lang } from 'contracts';

/**
 * The e-mail a learner gets when staff decide their request to correct the name on a
 * certificate, in the language of the page they asked from. `{brand}`, `{course}`, `{name}`
 * (the requested name), `{note}` (the admin's note or reason), `{url}` (the corrected
 * certificate's page) and `{account}` are filled in; course names stay as the vendor writes them.
 */
export interface CorrectionEmailTexts {
  approvedSubject: string;
  approved: [done: string, note: string, link: string, old: string];
  refusedSubject: string;
  refused: [refused: string, reason: string, account: string];
}

export const correctionEmailTexts: Record<Lang, CorrectionEmailTexts> = {
  en: {
    approvedSubject: 'Your {brand} certificate now reads {name}',
    approved: [
      'We have corrected the name on your certificate for {course}: it now reads {name}.',
      'Note from our team: {note}',
      'Your corrected certificate, with a new ID, is here: {url}',
      'The earlier certificate has been revoked and now says it was replaced; share the new one from now on. All your certificates: {account}',
    ],
    refusedSubject: 'Your name correction request at {brand}',
    refused: [
      'We could not correct the name on your certificate for {course} to {name}.',
      'Reason: {note}',
      'Your certificate stays as it was. You can ask again from My account: {account}',
    ],
  },
  hi: {
    approvedSubject: 'आपके {brand} प्रमाणपत्र पर अब नाम {name} है',
    approved: [
      'हमने {course} के आपके प्रमाणपत्र पर नाम सुधार दिया है: अब उस पर {name} लिखा है।',
      'हमारी टीम की टिप्पणी: {note}',
      'नई ID वाला आपका सुधारा हुआ प्रमाणपत्र यहाँ है: {url}',
      'पिछला प्रमाणपत्र निरस्त कर दिया गया है और अब उस पर लिखा है कि उसे बदल दिया गया है; अब से नया प्रमाणपत्र साझा करें। आपके सभी प्रमाणपत्र: {account}',
    ],
    refusedSubject: '{brand} पर नाम सुधार का आपका अनुरोध',
    refused: [
      'हम {course} के आपके प्रमाणपत्र पर नाम को {name} में नहीं बदल सके।',
      'कारण: {note}',
      'आपका प्रमाणपत्र पहले जैसा ही है। आप "मेरा खाता" से फिर अनुरोध कर सकते हैं: {account}',
    ],
  },
  nl: {
    approvedSubject: 'Op je {brand}-certificaat staat nu {name}',
    approved: [
      'We hebben de naam op je certificaat voor {course} gecorrigeerd: er staat nu {name}.',
      'Opmerking van ons team: {note}',
      'Je gecorrigeerde certificaat, met een nieuw ID, vind je hier: {url}',
      'Het eerdere certificaat is ingetrokken en vermeldt nu dat het is vervangen; deel voortaan het nieuwe. Al je certificaten: {account}',
    ],
    refusedSubject: 'Je verzoek om naamcorrectie bij {brand}',
    refused: [
      'We konden de naam op je certificaat voor {course} niet wijzigen in {name}.',
      'Reden: {note}',
      'Je certificaat blijft zoals het was. Je kunt het opnieuw vragen via Mijn account: {account}',
    ],
  },
  fr: {
    approvedSubject: 'Votre certificat {brand} porte désormais le nom {name}',
    approved: [
      'Nous avons corrigé le nom sur votre certificat {course} : il indique désormais {name}.',
      'Note de notre équipe : {note}',
      'Votre certificat corrigé, avec un nouvel identifiant, est ici : {url}',
      "L'ancien certificat a été révoqué et indique désormais qu'il a été remplacé ; partagez dorénavant le nouveau. Tous vos certificats : {account}",
    ],
    refusedSubject: 'Votre demande de correction de nom chez {brand}',
    refused: [
      "Nous n'avons pas pu remplacer le nom sur votre certificat {course} par {name}.",
      'Motif : {note}',
      'Votre certificat reste inchangé. Vous pouvez refaire une demande depuis Mon compte : {account}',
    ],
  },
  pt: {
    approvedSubject: 'O seu certificado {brand} indica agora {name}',
    approved: [
      'Corrigimos o nome no seu certificado de {course}: agora indica {name}.',
      'Nota da nossa equipa: {note}',
      'O seu certificado corrigido, com um novo ID, está aqui: {url}',
      'O certificado anterior foi revogado e indica agora que foi substituído; partilhe o novo a partir de agora. Todos os seus certificados: {account}',
    ],
    refusedSubject: 'O seu pedido de correção de nome na {brand}',
    refused: [
      'Não foi possível alterar o nome no seu certificado de {course} para {name}.',
      'Motivo: {note}',
      'O seu certificado mantém-se como estava. Pode voltar a pedir em A minha conta: {account}',
    ],
  },
  it: {
    approvedSubject: 'Il tuo certificato {brand} ora riporta {name}',
    approved: [
      'Abbiamo corretto il nome sul tuo certificato {course}: ora riporta {name}.',
      'Nota del nostro team: {note}',
      'Il tuo certificato corretto, con un nuovo ID, è qui: {url}',
      'Il certificato precedente è stato revocato e ora indica di essere stato sostituito; d’ora in poi condividi quello nuovo. Tutti i tuoi certificati: {account}',
    ],
    refusedSubject: 'La tua richiesta di correzione del nome su {brand}',
    refused: [
      'Non è stato possibile cambiare il nome sul tuo certificato {course} in {name}.',
      'Motivo: {note}',
      'Il tuo certificato resta invariato. Puoi chiederlo di nuovo da Il mio account: {account}',
    ],
  },
  ar: {
    approvedSubject: 'أصبحت شهادتك من {brand} تحمل الاسم {name}',
    approved: [
      'صحّحنا الاسم على شهادتك في {course}: أصبحت تحمل الاسم {name}.',
      'ملاحظة من فريقنا: {note}',
      'شهادتك المصحَّحة، بمعرّف جديد، هنا: {url}',
      'أُبطلت الشهادة السابقة وأصبحت تشير إلى أنها استُبدلت؛ شارك الشهادة الجديدة من الآن فصاعدًا. جميع شهاداتك: {account}',
    ],
    refusedSubject: 'طلبك لتصحيح الاسم لدى {brand}',
    refused: [
      'لم نتمكن من تغيير الاسم على شهادتك في {course} إلى {name}.',
      'السبب: {note}',
      'تبقى شهادتك كما كانت. يمكنك تقديم طلب جديد من حسابي: {account}',
    ],
  },
};
