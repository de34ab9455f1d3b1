import type { Translation } from '../../../lib/texts';

/** The Batches tab's texts: scheduled training batches, their seats and prices. */
export const adminBatchesEn = {
  // The tab's name in the admin panel (app/admin-panel/admin-tabs.tsx).
  tab: 'Batches',
  title: 'Training batches',
  createTitle: 'Schedule a batch',
  editTitle: 'Edit the {course} batch starting {date}',
  course: 'Course',
  chooseCourse: 'Choose a course',
  startsOn: 'First day',
  endsOn: 'Last day',
  schedule: 'Schedule',
  scheduleHint: 'As buyers will read it, such as “Sat–Sun, 10:00–14:00 IST”.',
  mode: 'Mode',
  online: 'Online',
  classroom: 'Classroom',
  city: 'City',
  capacity: 'Seats',
  priceInr: 'Price per seat in rupees (INR)',
  priceUsd: 'Price per seat in dollars (USD)',
  priceHint: 'For example 24999 or 24999.50',
  create: 'Schedule batch',
  save: 'Save changes',
  cancel: 'Cancel',
  created: 'The {course} batch starting {date} is scheduled.',
  saved: 'The {course} batch starting {date} was changed.',
  courseRequired: 'Choose the course.',
  dateRequired: 'Enter the date.',
  startsTooSoon: 'The first day must be after today ({today}).',
  endsBeforeStart: 'The last day cannot be before the first day.',
  scheduleRequired: 'Enter the schedule.',
  cityRequired: 'A classroom batch needs its city.',
  capacityInvalid: 'Enter a whole number of seats from 1 to {max}.',
  capacityBelowTaken: '{taken} seats are taken already: the batch needs at least that many.',
  priceInvalid: 'Enter an amount above zero with at most two decimals, such as 24999 or 24999.50.',
  conflict:
    'The batch could not be changed: it was cancelled, or more seats were taken meanwhile. Reload the list.',
  missing: 'This batch no longer exists. Reload the list.',
  saveFailed: 'The batch could not be saved.',
  translationsFailed: 'The translations could not be loaded; saving keeps them as they are.',
  translationsSaveFailed: 'The batch was saved, but its translations could not be.',
  dates: 'Dates',
  dateRange: '{from} to {until}',
  seats: 'Seats taken',
  seatsOf: '{taken} of {capacity}',
  price: 'Price per seat',
  status: 'Status',
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  actions: 'Actions',
  edit: 'Edit',
  editBatch: 'Edit the {course} batch starting {date}',
  loadFailed: 'The batches could not be loaded.',
  loading: 'Loading…',
  none: 'No batch is scheduled yet.',
};

/** The Batches tab: every dictionary, as each language file has it. */
export const english = {
  adminBatches: adminBatchesEn,
};

export type BatchesTranslation = Translation<typeof english>;
