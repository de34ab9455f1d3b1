import type { SignInSecurityTranslation } from './en';

// French: the Sign-in security tab and the enrolment gate.
const fr: SignInSecurityTranslation = {
  adminSignIn: {
    tab: 'Sécurité de la connexion',
    title: 'Sécurité de la connexion',
    intro:
      'Protégez votre compte administrateur par une deuxième étape à la connexion, et voyez où il est connecté.',
    loading: 'Chargement…',
    loadFailed: "Les paramètres de connexion n'ont pas pu être chargés.",
    mfaTitle: 'Connexion en deux étapes',
    statusOn: 'La connexion en deux étapes est activée.',
    statusOff: 'La connexion en deux étapes est désactivée.',
    codesLeft_one: 'Il reste {count} code de récupération.',
    codesLeft_other: 'Il reste {count} codes de récupération.',
    codesLow: 'Générez de nouveaux codes de récupération avant de les avoir tous utilisés.',
    requiredNote: 'Les administrateurs de ce site doivent utiliser la connexion en deux étapes.',
    gateTitle: 'Activez la connexion en deux étapes',
    gateIntro:
      "Les administrateurs doivent activer la connexion en deux étapes avant d'utiliser le panneau d'administration.",
    enrolIntro:
      "Après votre mot de passe, vous saisirez aussi un code affiché par une application d'authentification sur votre téléphone. Une personne qui découvrirait votre mot de passe ne pourrait toujours pas se connecter sans ce code.",
    turnOn: 'Activer la connexion en deux étapes',
    starting: 'Préparation…',
    startFailed: "La connexion en deux étapes n'a pas pu être lancée.",
    scanTitle: "Ajoutez votre compte à l'application d'authentification",
    scanIntro:
      "Ouvrez votre application d'authentification, ajoutez un compte et scannez ce code QR.",
    qrLabel: "Code QR pour votre application d'authentification",
    qrLoading: 'Création du code QR…',
    qrFailed:
      "Le code QR n'a pas pu être créé. Saisissez plutôt la clé ci-dessous dans votre application.",
    manualIntro:
      "Impossible de le scanner ? Saisissez plutôt cette clé dans l'application (compte basé sur le temps) :",
    keyLabel: 'Clé',
    copyKey: 'Copier la clé',
    keyCopied: 'Clé copiée.',
    copyFailed: "La copie n'est pas possible ici. Sélectionnez le texte et copiez-le vous-même.",
    codeLabel: "Code de l'application",
    codeHint: "Saisissez le code à 6 chiffres que l'application affiche maintenant pour ce compte.",
    confirmOn: 'Vérifier et activer',
    checking: 'Vérification…',
    cancel: 'Annuler',
    codeFormat: "Saisissez les 6 chiffres affichés par votre application d'authentification.",
    anyCodeFormat:
      "Saisissez les 6 chiffres de votre application d'authentification ou un code de récupération (xxxx-xxxx-xxxx).",
    confirmFailed: "Le code n'a pas pu être vérifié.",
    turnedOn: 'La connexion en deux étapes est activée. Vos autres sessions ont été fermées.',
    codesTitle: 'Enregistrez vos codes de récupération',
    codesIntro:
      'Si vous perdez votre téléphone, chacun de ces codes vous permet de vous connecter une fois. Conservez-les en lieu sûr, par exemple dans un gestionnaire de mots de passe : ils ne sont affichés que maintenant.',
    codesLabel: 'Codes de récupération',
    copy: 'Copier',
    codesCopied: 'Codes copiés.',
    download: 'Télécharger (.txt)',
    downloaded: '{file} téléchargé.',
    fileTitle: 'Codes de récupération pour {account}',
    fileNote: "Chaque code ne fonctionne qu'une fois. De nouveaux codes remplacent tous ceux-ci.",
    saved: "J'ai enregistré ces codes",
    savedFirst: 'Cochez la case une fois les codes enregistrés en lieu sûr.',
    done: 'Terminé',
    regenerate: 'Générer de nouveaux codes de récupération',
    regenerateIntro:
      "Les nouveaux codes remplacent tous les anciens. Saisissez le code actuel de votre application d'authentification.",
    generate: 'Générer',
    generating: 'Génération…',
    regenerateFailed: "Les nouveaux codes de récupération n'ont pas pu être générés.",
    regenerated: 'Nouveaux codes de récupération générés. Les anciens ne fonctionnent plus.',
    turnOff: 'Désactiver la connexion en deux étapes',
    turnOffTitle: 'Désactiver la connexion en deux étapes ?',
    turnOffIntro:
      "Votre compte ne sera plus protégé que par son mot de passe, et vos autres sessions seront fermées. Pour confirmer, saisissez un code de votre application d'authentification ou un code de récupération.",
    turnOffRequired:
      "Les administrateurs doivent utiliser la connexion en deux étapes : vous devrez la réactiver avant de pouvoir utiliser le panneau d'administration.",
    anyCodeLabel: "Code de l'application ou code de récupération",
    confirmOff: 'Désactiver',
    turningOff: 'Désactivation…',
    turnOffFailed: "La connexion en deux étapes n'a pas pu être désactivée.",
    turnedOff: 'La connexion en deux étapes est désactivée. Vos autres sessions ont été fermées.',
  },
};
export default fr;
