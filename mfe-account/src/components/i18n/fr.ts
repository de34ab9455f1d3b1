import type { ComponentsTranslation } from './en';

// French: the shared components (the data table, the CSV file field, the sessions list).
const fr: ComponentsTranslation = {
  table: {
    sortBy: 'Trier par {column}',
    previous: 'Page précédente',
    next: 'Page suivante',
    pageOf: 'Page {page} sur {pages} ({total} au total)',
    pageOfMore: 'Page {page} (plus de {total} au total)',
    empty: 'Rien à afficher.',
  },
  file: {
    chooseFile: 'Choisir un fichier',
    noFile: 'Aucun fichier choisi',
    unreadable: 'Le fichier n’a pas pu être lu.',
  },
  sessions: {
    sessionsTitle: 'Où vous êtes connecté',
    sessionsLoading: 'Chargement de vos sessions…',
    sessionsFailed: "Vos sessions n'ont pas pu être chargées.",
    thisDevice: 'Cet appareil',
    ip: 'Adresse IP',
    signedIn: 'Connexion',
    lastActive: 'Dernière activité',
    signOut: 'Déconnecter',
    signOutNamed: 'Déconnecter {device} ({ip})',
    signOutOthers: 'Déconnecter toutes les autres sessions',
    signingOut: 'Déconnexion…',
    signedOutOne: '{device} ({ip}) a été déconnecté.',
    signedOutOthers_one: '{count} autre session a été fermée.',
    signedOutOthers_other: '{count} autres sessions ont été fermées.',
    noOthers: "Vous n'êtes connecté nulle part ailleurs.",
    signOutFailed: "La session n'a pas pu être fermée.",
    deviceOn: '{browser} sous {os}',
    unknownDevice: 'Appareil inconnu',
  },
  translatedField: {
    translations: 'Traductions de {field}',
    missingCount_one: '{count} traduction manquante',
    missingCount_other: '{count} traductions manquantes',
    allTranslated: 'Traduit dans toutes les langues',
    missing: 'manquante',
    hint: 'Une langue laissée vide affiche le texte anglais sur les pages de cette langue.',
    listMissing: 'Traductions manquantes : {languages}',
  },
  decision: {
    acceptAsk:
      'Accepter {amount} payés avec {transaction} pour la commande {reference} ? La commande est exécutée et l’acheteur reçoit un e-mail.',
    rejectAsk:
      'Rejeter {amount} payés avec {transaction} pour la commande {reference} ? Le paiement est marqué à rembourser à l’acheteur ; la commande reste telle quelle.',
    acceptConfirm: 'Accepter le paiement',
    rejectConfirm: 'Rejeter le paiement',
    acceptReason: 'Motif de l’acceptation',
    rejectReason: 'Motif du rejet',
    decisionHint: "3 à 300 caractères ; conservé avec le paiement et dans le journal d'audit.",
    acceptedDone: 'Paiement {transaction} accepté : la commande {reference} est exécutée.',
    rejectedDone:
      'Paiement {transaction} rejeté : remboursez-le à l’acheteur. Motif : « {reason} ».',
    acceptConflict:
      'Le paiement n’a pas pu être accepté : sa commande n’est plus ouverte, ses articles ne sont plus en stock, ou une décision a déjà été prise. Rejetez-le pour qu’il soit remboursé.',
    rejectConflict: 'Le paiement n’a pas pu être rejeté : une décision a déjà été prise.',
    paymentMissing: 'Ce paiement n’existe plus.',
    decisionFailed: 'La décision n’a pas pu être enregistrée.',
  },
};
export default fr;
