import { defineDictionary } from 'shared';
import { reminderOptOutEn } from '../i18n/en';
import { loadersFor } from '../i18n/loaders';

export const reminderOptOutMessages = defineDictionary<keyof typeof reminderOptOutEn>(
  reminderOptOutEn,
  loadersFor('reminderOptOut'),
);
