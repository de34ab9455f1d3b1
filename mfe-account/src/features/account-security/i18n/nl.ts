import type { SignInSecurityTranslation } from './en';

// Dutch: the Sign-in security tab and the enrolment gate.
const nl: SignInSecurityTranslation = {
  adminSignIn: {
    tab: 'Aanmeldbeveiliging',
    title: 'Aanmeldbeveiliging',
    intro:
      'Bescherm je beheerdersaccount met een tweede stap bij het aanmelden, en zie waar het is aangemeld.',
    loading: 'Laden…',
    loadFailed: 'De aanmeldinstellingen konden niet worden geladen.',
    mfaTitle: 'Aanmelden in twee stappen',
    statusOn: 'Aanmelden in twee stappen staat aan.',
    statusOff: 'Aanmelden in twee stappen staat uit.',
    codesLeft_one: 'Nog {count} herstelcode over.',
    codesLeft_other: 'Nog {count} herstelcodes over.',
    codesLow: 'Maak nieuwe herstelcodes aan voordat ze op zijn.',
    requiredNote: 'Beheerders van deze site moeten aanmelden in twee stappen gebruiken.',
    gateTitle: 'Zet aanmelden in twee stappen aan',
    gateIntro:
      'Beheerders moeten aanmelden in twee stappen aanzetten voordat ze het beheerpaneel kunnen gebruiken.',
    enrolIntro:
      'Na je wachtwoord vul je ook een code in uit een authenticator-app op je telefoon. Wie je wachtwoord te weten komt, kan zonder die code nog steeds niet aanmelden.',
    turnOn: 'Aanmelden in twee stappen aanzetten',
    starting: 'Bezig met voorbereiden…',
    startFailed: 'Aanmelden in twee stappen kon niet worden gestart.',
    scanTitle: 'Voeg je account toe aan de authenticator-app',
    scanIntro: 'Open je authenticator-app, voeg een account toe en scan deze QR-code.',
    qrLabel: 'QR-code voor je authenticator-app',
    qrLoading: 'De QR-code wordt getekend…',
    qrFailed:
      'De QR-code kon niet worden getekend. Typ in plaats daarvan de sleutel hieronder in je app.',
    manualIntro: 'Lukt scannen niet? Typ dan deze sleutel in de app (een tijdgebaseerd account):',
    keyLabel: 'Sleutel',
    copyKey: 'Sleutel kopiëren',
    keyCopied: 'Sleutel gekopieerd.',
    copyFailed: 'Kopiëren is hier niet mogelijk. Selecteer de tekst en kopieer hem zelf.',
    codeLabel: 'Code uit de app',
    codeHint: 'Vul de 6-cijferige code in die de app nu voor dit account toont.',
    confirmOn: 'Controleren en aanzetten',
    checking: 'Bezig met controleren…',
    cancel: 'Annuleren',
    codeFormat: 'Vul de 6 cijfers in die je authenticator-app toont.',
    anyCodeFormat:
      'Vul de 6 cijfers uit je authenticator-app in of een herstelcode (xxxx-xxxx-xxxx).',
    confirmFailed: 'De code kon niet worden gecontroleerd.',
    turnedOn: 'Aanmelden in twee stappen staat aan. Je andere sessies zijn afgemeld.',
    codesTitle: 'Bewaar je herstelcodes',
    codesIntro:
      'Raak je je telefoon kwijt, dan kun je met elk van deze codes één keer aanmelden. Bewaar ze op een veilige plek, zoals een wachtwoordmanager: ze worden alleen nu getoond.',
    codesLabel: 'Herstelcodes',
    copy: 'Kopiëren',
    codesCopied: 'Codes gekopieerd.',
    download: 'Downloaden (.txt)',
    downloaded: '{file} gedownload.',
    fileTitle: 'Herstelcodes voor {account}',
    fileNote: 'Elke code werkt één keer. Nieuwe codes vervangen al deze codes.',
    saved: 'Ik heb deze codes bewaard',
    savedFirst: 'Vink het vakje aan zodra de codes op een veilige plek staan.',
    done: 'Klaar',
    regenerate: 'Nieuwe herstelcodes aanmaken',
    regenerateIntro:
      'De nieuwe codes vervangen alle oude. Vul de huidige code uit je authenticator-app in.',
    generate: 'Aanmaken',
    generating: 'Bezig met aanmaken…',
    regenerateFailed: 'Er konden geen nieuwe herstelcodes worden aangemaakt.',
    regenerated: 'Nieuwe herstelcodes aangemaakt. De oude werken niet meer.',
    turnOff: 'Aanmelden in twee stappen uitzetten',
    turnOffTitle: 'Aanmelden in twee stappen uitzetten?',
    turnOffIntro:
      'Je account wordt dan alleen nog door je wachtwoord beschermd, en je andere sessies worden afgemeld. Vul ter bevestiging een code uit je authenticator-app of een herstelcode in.',
    turnOffRequired:
      'Beheerders moeten aanmelden in twee stappen gebruiken: je moet het weer aanzetten voordat je het beheerpaneel kunt gebruiken.',
    anyCodeLabel: 'Code uit de app of herstelcode',
    confirmOff: 'Uitzetten',
    turningOff: 'Bezig met uitzetten…',
    turnOffFailed: 'Aanmelden in twee stappen kon niet worden uitgezet.',
    turnedOff: 'Aanmelden in twee stappen staat uit. Je andere sessies zijn afgemeld.',
  },
};
export default nl;
