import type { Translation } from '../../../lib/texts';

/** The Failed e-mails tab's texts: the outbox's e-mails that could not be sent, and a retry. */
export const adminEmailsEn = {
  // The tab's name in the admin panel (app/admin-panel/admin-tabs.tsx).
  tab: 'Failed e-mails',
  title: 'E-mails not delivered',
  intro:
    'Every e-mail the site sends waits in an outbox and is tried again several times. These are the ones still waiting or given up on; retry one once the cause (the mail server, the address) is fixed.',
  show: 'Show',
  showFailed: 'Failed: every try used',
  showPending: 'Pending: still being tried',
  created: 'Written',
  to: 'To',
  subject: 'Subject',
  kind: 'Kind',
  status: 'Status',
  failed: 'Failed',
  pending: 'Pending',
  sent: 'Sent',
  attempts: 'Tries',
  lastError: 'Last error',
  noError: '—',
  actions: 'Actions',
  retry: 'Retry',
  retryTo: 'Retry the e-mail to {to}',
  retried: 'The e-mail to {to} is queued again.',
  retryGone: 'This e-mail is no longer failed (it was retried or sent meanwhile).',
  retryFailed: 'The e-mail could not be queued again.',
  loadFailed: 'The e-mails could not be loaded.',
  loading: 'Loading…',
  noneFailed: 'No e-mail has failed.',
  nonePending: 'No e-mail is waiting to be sent.',
};

/** The Failed e-mails tab: every dictionary, as each language file has it. */
export const english = {
  adminEmails: adminEmailsEn,
};

export type EmailsTranslation = Translation<typeof english>;
