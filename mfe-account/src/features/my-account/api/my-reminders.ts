import type { ReminderSettings, ReminderSettingsResponse } from 'contracts';
import { http } from 'shared';

export type { ReminderSettings };

/** GET /users/me/reminders: 409 REMINDERS_EMAIL_NOT_PROVEN until the address is proven. */
export async function fetchMyReminders(): Promise<ReminderSettings> {
  const { data } = await http.get<ReminderSettingsResponse>('/users/me/reminders');
  return data.data;
}

/** PUT /users/me/reminders: turns the renewal reminders to the account's address on or off. */
export async function saveMyReminders(enabled: boolean): Promise<ReminderSettings> {
  const { data } = await http.put<ReminderSettingsResponse>('/users/me/reminders', { enabled });
  return data.data;
}
