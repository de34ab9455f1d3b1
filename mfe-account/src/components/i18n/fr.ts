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
};
export default fr;
