import type { ReminderOptOutBody, SuccessMessage } from 'contracts';
import { http } from 'shared';

/**
 * POST /reminders/opt-out: stops the renewal reminders to the address the link's token names.
 * Answers the server's words (in the e-mail's language); a 400 REMINDER_LINK_INVALID or
 * REMINDER_LINK_EXPIRED is thrown as the API's failure.
 */
export async function stopReminders(token: string): Promise<SuccessMessage> {
  const body: ReminderOptOutBody = { token };
  const { data } = await http.post<SuccessMessage>('/reminders/opt-out', body);
  return data;
}
