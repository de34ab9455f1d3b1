import type { ReminderOptOutTranslation } from './en';

// French: the renewal reminders' opt-out page.
const fr: ReminderOptOutTranslation = {
  reminderOptOut: {
    title: 'Rappels de renouvellement',
    question: 'Arrêter les rappels de renouvellement de vos certificats ?',
    explain:
      'Nous vous écrivons 90 et 30 jours avant l’expiration d’un certificat. Vos certificats restent valides quel que soit votre choix, et vous pouvez réactiver les rappels depuis Mon compte.',
    stop: 'Arrêter les rappels',
    stopping: 'Arrêt des rappels…',
    done: 'C’est fait : cette adresse ne recevra plus de rappels de renouvellement.',
    failed: 'Les rappels n’ont pas pu être arrêtés. Veuillez réessayer plus tard.',
    noToken: 'Ce lien est incomplet : ouvrez à nouveau le lien de votre dernier e-mail de rappel.',
  },
};

export default fr;
