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
  mfaResetSubject: string;
  mfaReset: [notice: string, turnOn: string, ifNotAsked: string];
  signupAttemptSubject: string;
  signupAttempt: [notice: string, ifYou: string, ifNotYou: string];
  emailProofSubject: string;
  emailProof: [code: string, expiry: string, ignore: string];
  mfaLockedSubject: string;
  mfaLocked: [notice: string, ifYou: string, ifNotYou: string];
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
    mfaResetSubject: 'Two-step sign-in was reset on your {brand} account',
    mfaReset: [
      'An administrator of {brand} has reset two-step sign-in on your account, and every signed-in session was ended. For now you sign in with your password alone.',
      'Turn two-step sign-in on again as soon as you sign in.',
      'If you did not ask for this, reset your password at once with "Forgot password" and contact us.',
    ],
    signupAttemptSubject: 'Someone tried to sign up on {brand} with your e-mail address',
    signupAttempt: [
      'Someone just tried to create a {brand} account with this e-mail address. An account with this address already exists, so nothing was created or changed.',
      'If it was you, you already have an account: log in, or choose "Forgot password" to set a new password.',
      'If it was not you, you can ignore this e-mail; your account is unchanged.',
    ],
    emailProofSubject: 'Confirm your e-mail address for {brand}',
    emailProof: [
      'Your code to confirm this e-mail address for your {brand} account is: {code}',
      'It expires in {duration} and works once.',
      'If you did not create a {brand} account, you can ignore this e-mail.',
    ],
    mfaLockedSubject: 'Two-step sign-in on your {brand} account is locked',
    mfaLocked: [
      'Someone signed in to your {brand} account with its password and then gave five wrong two-step codes in a row, so the second step is locked for {duration}.',
      'If this was you, wait, or sign in now with one of your recovery codes: they work during the lock.',
      'If it was not you, someone knows your password: reset it at once with "Forgot password" and contact us.',
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
    mfaResetSubject: 'आपके {brand} खाते का दो-चरणीय साइन-इन रीसेट कर दिया गया है',
    mfaReset: [
      '{brand} के एक व्यवस्थापक ने आपके खाते का दो-चरणीय साइन-इन रीसेट कर दिया है, और हर साइन-इन सत्र समाप्त कर दिया गया है। फ़िलहाल आप केवल अपने पासवर्ड से साइन इन करेंगे।',
      'साइन इन करते ही दो-चरणीय साइन-इन फिर से चालू करें।',
      'अगर आपने यह नहीं माँगा था, तो तुरंत "पासवर्ड भूल गए?" से अपना पासवर्ड रीसेट करें और हमसे संपर्क करें।',
    ],
    signupAttemptSubject: 'किसी ने आपके ई-मेल पते से {brand} पर साइन अप करने की कोशिश की',
    signupAttempt: [
      'किसी ने अभी इस ई-मेल पते से {brand} खाता बनाने की कोशिश की। इस पते से एक खाता पहले से मौजूद है, इसलिए न कुछ बनाया गया और न कुछ बदला गया।',
      'अगर यह आप थे, तो आपका खाता पहले से है: लॉग इन करें, या नया पासवर्ड सेट करने के लिए "पासवर्ड भूल गए?" चुनें।',
      'अगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा कर दें; आपका खाता नहीं बदला है।',
    ],
    emailProofSubject: '{brand} के लिए अपने ई-मेल पते की पुष्टि करें',
    emailProof: [
      'अपने {brand} खाते के लिए इस ई-मेल पते की पुष्टि का आपका कोड है: {code}',
      'यह {duration} में समाप्त हो जाएगा और केवल एक बार काम करता है।',
      'अगर आपने {brand} खाता नहीं बनाया था, तो इस ई-मेल को अनदेखा कर दें।',
    ],
    mfaLockedSubject: 'आपके {brand} खाते का दो-चरणीय साइन-इन लॉक कर दिया गया है',
    mfaLocked: [
      'किसी ने आपके {brand} खाते में उसके पासवर्ड से साइन इन किया और फिर लगातार पाँच गलत दो-चरणीय कोड दिए, इसलिए दूसरा चरण {duration} के लिए लॉक कर दिया गया है।',
      'अगर यह आप थे, तो प्रतीक्षा करें, या अभी अपने किसी रिकवरी कोड से साइन इन करें: वे लॉक के दौरान भी काम करते हैं।',
      'अगर यह आप नहीं थे, तो किसी को आपका पासवर्ड पता है: तुरंत "पासवर्ड भूल गए?" से उसे रीसेट करें और हमसे संपर्क करें।',
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
    mfaResetSubject: 'Aanmelden in twee stappen is opnieuw ingesteld voor je {brand}-account',
    mfaReset: [
      'Een beheerder van {brand} heeft aanmelden in twee stappen voor je account opnieuw ingesteld, en elke aangemelde sessie is beëindigd. Voorlopig meld je je alleen met je wachtwoord aan.',
      'Zet aanmelden in twee stappen weer aan zodra je bent aangemeld.',
      'Heb je hier niet om gevraagd? Stel dan meteen een nieuw wachtwoord in via "Wachtwoord vergeten" en neem contact met ons op.',
    ],
    signupAttemptSubject: 'Iemand probeerde zich met je e-mailadres aan te melden bij {brand}',
    signupAttempt: [
      'Iemand probeerde zojuist een {brand}-account aan te maken met dit e-mailadres. Er bestaat al een account met dit adres, dus er is niets aangemaakt of gewijzigd.',
      'Was jij het? Dan heb je al een account: log in, of kies "Wachtwoord vergeten" om een nieuw wachtwoord in te stellen.',
      'Was jij het niet? Dan kun je deze e-mail negeren; je account is niet gewijzigd.',
    ],
    emailProofSubject: 'Bevestig je e-mailadres bij {brand}',
    emailProof: [
      'Je code om dit e-mailadres voor je {brand}-account te bevestigen is: {code}',
      'Hij verloopt over {duration} en werkt één keer.',
      'Heb je geen account bij {brand} aangemaakt, dan kun je deze e-mail negeren.',
    ],
    mfaLockedSubject: 'Aanmelden in twee stappen is geblokkeerd voor je {brand}-account',
    mfaLocked: [
      'Iemand heeft zich met het wachtwoord van je {brand}-account aangemeld en daarna vijf keer achter elkaar een onjuiste code voor de tweede stap gegeven. De tweede stap is daarom {duration} geblokkeerd.',
      'Was jij dit? Wacht dan, of meld je nu aan met een van je herstelcodes: die werken ook tijdens de blokkering.',
      'Was jij het niet? Dan kent iemand je wachtwoord: stel meteen een nieuw wachtwoord in via "Wachtwoord vergeten" en neem contact met ons op.',
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
    mfaResetSubject: 'La connexion en deux étapes de votre compte {brand} a été réinitialisée',
    mfaReset: [
      "Un administrateur de {brand} a réinitialisé la connexion en deux étapes de votre compte, et toutes les sessions ouvertes ont été fermées. Pour l'instant, vous vous connectez avec votre seul mot de passe.",
      'Réactivez la connexion en deux étapes dès que vous êtes connecté.',
      "Si vous ne l'avez pas demandé, réinitialisez tout de suite votre mot de passe avec « Mot de passe oublié » et contactez-nous.",
    ],
    signupAttemptSubject: "Quelqu'un a essayé de s'inscrire sur {brand} avec votre adresse e-mail",
    signupAttempt: [
      "Quelqu'un vient d'essayer de créer un compte {brand} avec cette adresse e-mail. Un compte existe déjà avec cette adresse : rien n'a été créé ni modifié.",
      "Si c'était vous, vous avez déjà un compte : connectez-vous, ou choisissez « Mot de passe oublié » pour définir un nouveau mot de passe.",
      "Si ce n'était pas vous, ignorez cet e-mail ; votre compte n'a pas changé.",
    ],
    emailProofSubject: 'Confirmez votre adresse e-mail pour {brand}',
    emailProof: [
      'Votre code pour confirmer cette adresse e-mail pour votre compte {brand} est : {code}',
      "Il expire dans {duration} et ne sert qu'une fois.",
      "Si vous n'avez pas créé de compte {brand}, vous pouvez ignorer cet e-mail.",
    ],
    mfaLockedSubject: 'La connexion en deux étapes de votre compte {brand} est bloquée',
    mfaLocked: [
      "Quelqu'un s'est connecté à votre compte {brand} avec son mot de passe, puis a saisi cinq codes de deuxième étape erronés d'affilée : la deuxième étape est donc bloquée pendant {duration}.",
      "Si c'était vous, patientez, ou connectez-vous dès maintenant avec l'un de vos codes de récupération : ils fonctionnent pendant le blocage.",
      "Si ce n'était pas vous, quelqu'un connaît votre mot de passe : réinitialisez-le tout de suite avec « Mot de passe oublié » et contactez-nous.",
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
    mfaResetSubject: 'O início de sessão em dois passos da sua conta {brand} foi reposto',
    mfaReset: [
      'Um administrador de {brand} repôs o início de sessão em dois passos da sua conta, e todas as sessões iniciadas foram terminadas. Por agora, inicia sessão apenas com a sua palavra-passe.',
      'Volte a ativar o início de sessão em dois passos assim que iniciar sessão.',
      'Se não pediu isto, redefina já a sua palavra-passe em "Esqueceu a palavra-passe" e contacte-nos.',
    ],
    signupAttemptSubject: 'Alguém tentou registar-se em {brand} com o seu endereço de e-mail',
    signupAttempt: [
      'Alguém acabou de tentar criar uma conta {brand} com este endereço de e-mail. Já existe uma conta com este endereço, por isso nada foi criado nem alterado.',
      'Se foi você, já tem uma conta: inicie sessão ou escolha "Esqueceu a palavra-passe" para definir uma nova palavra-passe.',
      'Se não foi você, pode ignorar este e-mail; a sua conta não foi alterada.',
    ],
    emailProofSubject: 'Confirme o seu endereço de e-mail em {brand}',
    emailProof: [
      'O seu código para confirmar este endereço de e-mail na sua conta {brand} é: {code}',
      'Expira em {duration} e funciona uma vez.',
      'Se não criou uma conta em {brand}, pode ignorar este e-mail.',
    ],
    mfaLockedSubject: 'O início de sessão em dois passos da sua conta {brand} está bloqueado',
    mfaLocked: [
      'Alguém iniciou sessão na sua conta {brand} com a palavra-passe e depois introduziu cinco códigos errados do segundo passo seguidos, por isso o segundo passo está bloqueado durante {duration}.',
      'Se foi o próprio, aguarde ou inicie já sessão com um dos seus códigos de recuperação: funcionam durante o bloqueio.',
      'Se não foi o próprio, alguém conhece a sua palavra-passe: redefina-a já em "Esqueceu a palavra-passe" e contacte-nos.',
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
    mfaResetSubject: "L'accesso in due passaggi del tuo account {brand} è stato reimpostato",
    mfaReset: [
      "Un amministratore di {brand} ha reimpostato l'accesso in due passaggi del tuo account, e tutte le sessioni aperte sono state chiuse. Per ora accedi con la sola password.",
      "Riattiva l'accesso in due passaggi appena hai effettuato l'accesso.",
      'Se non l\'hai chiesto tu, reimposta subito la password con "Password dimenticata" e contattaci.',
    ],
    signupAttemptSubject:
      'Qualcuno ha provato a registrarsi su {brand} con il tuo indirizzo e-mail',
    signupAttempt: [
      'Qualcuno ha appena provato a creare un account {brand} con questo indirizzo e-mail. Esiste già un account con questo indirizzo, quindi nulla è stato creato o modificato.',
      'Se eri tu, hai già un account: accedi, oppure scegli "Password dimenticata" per impostare una nuova password.',
      'Se non eri tu, puoi ignorare questa e-mail; il tuo account non è cambiato.',
    ],
    emailProofSubject: 'Conferma il tuo indirizzo e-mail per {brand}',
    emailProof: [
      'Il tuo codice per confermare questo indirizzo e-mail per il tuo account {brand} è: {code}',
      'Scade tra {duration} e funziona una sola volta.',
      'Se non hai creato un account {brand}, puoi ignorare questa e-mail.',
    ],
    mfaLockedSubject: "L'accesso in due passaggi del tuo account {brand} è bloccato",
    mfaLocked: [
      "Qualcuno ha effettuato l'accesso al tuo account {brand} con la sua password e poi ha inserito cinque codici errati di seguito per il secondo passaggio, quindi il secondo passaggio è bloccato per {duration}.",
      'Se eri tu, attendi, oppure accedi subito con uno dei tuoi codici di recupero: funzionano anche durante il blocco.',
      'Se non eri tu, qualcuno conosce la tua password: reimpostala subito con "Password dimenticata" e contattaci.',
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
    mfaResetSubject: 'أُعيد ضبط تسجيل الدخول بخطوتين في حسابك على {brand}',
    mfaReset: [
      'أعاد أحد مسؤولي {brand} ضبط تسجيل الدخول بخطوتين في حسابك، وأُنهيت كل الجلسات المفتوحة. ستسجّل الدخول الآن بكلمة المرور وحدها.',
      'فعّل تسجيل الدخول بخطوتين مجددًا فور تسجيل دخولك.',
      'إذا لم تطلب ذلك، فأعد تعيين كلمة المرور فورًا من "نسيت كلمة المرور" وتواصل معنا.',
    ],
    signupAttemptSubject: 'حاول شخص ما التسجيل في {brand} باستخدام بريدك الإلكتروني',
    signupAttempt: [
      'حاول شخص ما للتو إنشاء حساب في {brand} بهذا البريد الإلكتروني. يوجد حساب بهذا العنوان بالفعل، لذلك لم يُنشأ أو يُغيَّر أي شيء.',
      'إذا كنت أنت، فلديك حساب بالفعل: سجّل الدخول، أو اختر "نسيت كلمة المرور" لتعيين كلمة مرور جديدة.',
      'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة؛ لم يتغير حسابك.',
    ],
    emailProofSubject: 'أكّد بريدك الإلكتروني في {brand}',
    emailProof: [
      'رمز تأكيد هذا البريد الإلكتروني لحسابك في {brand} هو: {code}',
      'تنتهي صلاحيته بعد {duration} ويُستخدم مرة واحدة فقط.',
      'إذا لم تنشئ حسابًا في {brand}، يمكنك تجاهل هذه الرسالة.',
    ],
    mfaLockedSubject: 'قُفل تسجيل الدخول بخطوتين في حسابك على {brand}',
    mfaLocked: [
      'سجّل أحدهم الدخول إلى حسابك على {brand} بكلمة المرور ثم أدخل خمسة رموز خاطئة متتالية للخطوة الثانية، لذا قُفلت الخطوة الثانية لمدة {duration}.',
      'إذا كنت أنت، فانتظر، أو سجّل الدخول الآن بأحد رموز الاسترداد: فهي تعمل أثناء القفل.',
      'إذا لم تكن أنت، فهناك من يعرف كلمة المرور: أعد تعيينها فورًا من "نسيت كلمة المرور" وتواصل معنا.',
    ],
  },
};
