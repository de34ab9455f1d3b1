import type { Translation } from '../../../lib/texts';

/**
 * The opt-out page a renewal reminder links to: it asks before it stops the reminders, then says
 * what the server answered.
 */
export const reminderOptOutEn = {
  // The browser tab's title.
  title: 'Renewal reminders',
  question: 'Stop the renewal reminders for your certificates?',
  explain:
    'We e-mail a reminder 90 and 30 days before a certificate expires. Your certificates stay valid whatever you choose, and you can turn the reminders on again from My account.',
  stop: 'Stop the reminders',
  stopping: 'Stopping the reminders…',
  // Shown when the server's answer has no words of its own.
  done: 'Done: this address will get no more renewal reminders.',
  failed: 'The reminders could not be stopped. Please try again later.',
  noToken: 'This link is incomplete: open the link in your latest reminder e-mail again.',
};

/** The opt-out page: every dictionary, as each language file has it. */
export const english = {
  reminderOptOut: reminderOptOutEn,
};

export type ReminderOptOutTranslation = Translation<typeof english>;
