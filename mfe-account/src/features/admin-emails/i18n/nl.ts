import type { EmailsTranslation } from './en';

// Dutch: the Failed e-mails tab.
const nl: EmailsTranslation = {
  adminEmails: {
    tab: 'Mislukte e-mails',
    title: 'Niet afgeleverde e-mails',
    intro:
      'Elke e-mail van de site wacht eerst in een outbox en wordt meerdere keren opnieuw geprobeerd. Dit zijn de e-mails die nog wachten of waarvoor is opgegeven; probeer er een opnieuw zodra de oorzaak (de mailserver, het adres) is opgelost.',
    show: 'Tonen',
    showFailed: 'Mislukt: alle pogingen gebruikt',
    showPending: 'In behandeling: wordt nog geprobeerd',
    created: 'Aangemaakt',
    to: 'Aan',
    subject: 'Onderwerp',
    kind: 'Soort',
    status: 'Status',
    failed: 'Mislukt',
    pending: 'In behandeling',
    sent: 'Verzonden',
    attempts: 'Pogingen',
    lastError: 'Laatste fout',
    noError: '—',
    actions: 'Acties',
    retry: 'Opnieuw proberen',
    retryTo: 'De e-mail aan {to} opnieuw proberen',
    retried: 'De e-mail aan {to} staat weer in de wachtrij.',
    retryGone:
      'Deze e-mail is niet meer mislukt (hij is intussen opnieuw geprobeerd of verzonden).',
    retryFailed: 'De e-mail kon niet opnieuw in de wachtrij worden gezet.',
    loadFailed: 'De e-mails konden niet worden geladen.',
    loading: 'Laden…',
    noneFailed: 'Er is geen e-mail mislukt.',
    nonePending: 'Er wacht geen e-mail op verzending.',
  },
};
export default nl;
