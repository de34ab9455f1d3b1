import type { EmailsTranslation } from './en';

// French: the Failed e-mails tab.
const fr: EmailsTranslation = {
  adminEmails: {
    tab: 'E-mails en échec',
    title: 'E-mails non remis',
    intro:
      'Chaque e-mail du site attend d’abord dans une file d’envoi et fait l’objet de plusieurs tentatives. Voici ceux qui attendent encore ou ont été abandonnés ; relancez-en un une fois la cause (le serveur de messagerie, l’adresse) corrigée.',
    show: 'Afficher',
    showFailed: 'En échec : toutes les tentatives épuisées',
    showPending: 'En attente : tentatives en cours',
    created: 'Rédigé le',
    to: 'Destinataire',
    subject: 'Objet',
    kind: 'Type',
    status: 'Statut',
    failed: 'En échec',
    pending: 'En attente',
    sent: 'Envoyé',
    attempts: 'Tentatives',
    lastError: 'Dernière erreur',
    noError: '—',
    actions: 'Actions',
    retry: 'Relancer',
    retryTo: 'Relancer l’e-mail à {to}',
    retried: 'L’e-mail à {to} est de nouveau dans la file d’envoi.',
    retryGone: 'Cet e-mail n’est plus en échec (il a été relancé ou envoyé entre-temps).',
    retryFailed: 'L’e-mail n’a pas pu être remis dans la file d’envoi.',
    loadFailed: 'Les e-mails n’ont pas pu être chargés.',
    loading: 'Chargement…',
    noneFailed: 'Aucun e-mail n’est en échec.',
    nonePending: 'Aucun e-mail n’attend d’être envoyé.',
  },
};
export default fr;
