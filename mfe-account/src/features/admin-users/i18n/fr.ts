import type { UsersTranslation } from './en';

// French: the Users tab.
const fr: UsersTranslation = {
  adminUsers: {
    tab: 'Utilisateurs',
    title: 'Utilisateurs',
    search: 'Rechercher par nom ou e-mail',
    searchButton: 'Rechercher',
    username: "Nom d'utilisateur",
    email: 'E-mail',
    role: 'Rôle',
    joined: 'Inscription',
    roleOf: 'Rôle de {name}',
    apply: 'Changer le rôle',
    applyFor: 'Changer le rôle de {name}',
    roleHint:
      'Les employés peuvent passer les évaluations ouvertes aux employés ; les administrateurs gèrent le site. Tout changement de rôle déconnecte le compte sur tous les appareils.',
    confirm:
      "Faire passer {name} du rôle {from} au rôle {to} ? Les sessions de {name} seront fermées sur tous ses appareils ; le nouveau rôle s'appliquera à sa prochaine connexion.",
    changed: '{name} a désormais le rôle {role}. Ses sessions ont été fermées.',
    changeFailed: "Le rôle n'a pas pu être modifié.",
    loadFailed: "Les utilisateurs n'ont pas pu être chargés.",
    mfa: 'Connexion en deux étapes',
    mfaOn: 'Activée',
    mfaOff: 'Désactivée',
    mfaReset: 'Réinitialiser la connexion en deux étapes',
    mfaResetFor: 'Réinitialiser la connexion en deux étapes de {name}',
    mfaResetTitle: 'Réinitialiser la connexion en deux étapes de {name} ?',
    mfaResetText:
      'Le titulaire du compte se connectera avec son seul mot de passe et devra la réactiver ; il en est informé par e-mail.',
    cancel: 'Annuler',
    mfaResetDone: 'La connexion en deux étapes de {name} a été réinitialisée.',
    mfaResetFailed: "La connexion en deux étapes n'a pas pu être réinitialisée.",
    confirmAdmin:
      'Faire de {name} un administrateur ? {name} sera déconnecté sur tous ses appareils et recevra le nouveau rôle à la prochaine connexion.',
    stepUpCode: "Votre code actuel de l'application d'authentification, ou un code de récupération",
    stepUpHint: 'Ce changement demande un code de votre propre connexion en deux étapes.',
    emailUnproven: "E-mail pas encore confirmé : seulement le rôle Utilisateur d'ici là.",
  },
};
export default fr;
