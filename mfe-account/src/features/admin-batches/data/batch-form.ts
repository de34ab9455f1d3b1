import { BATCH_CAPACITY_MAX, type BatchMode } from 'contracts';
import { priceFromInput, priceToInput, wholeFromInput } from '../../../lib/money-input';
import type { AdminBatch, CreateBatchBody } from '../api/batches-api';

export interface BatchValues {
  courseSlug: string;
  startsOn: string;
  endsOn: string;
  schedule: string;
  mode: BatchMode;
  city: string;
  capacity: string;
  priceInr: string;
  priceUsd: string;
}

export const FIELDS = [
  'courseSlug',
  'startsOn',
  'endsOn',
  'schedule',
  'city',
  'capacity',
  'priceInr',
  'priceUsd',
] as const;
export type BatchField = (typeof FIELDS)[number];

/** A problem of a field: a text key of the tab and its values. */
export type Problem = {
  key:
    | 'courseRequired'
    | 'dateRequired'
    | 'startsTooSoon'
    | 'endsBeforeStart'
    | 'scheduleRequired'
    | 'cityRequired'
    | 'capacityInvalid'
    | 'capacityBelowTaken'
    | 'priceInvalid';
  vars?: Record<string, string | number>;
};

export const EMPTY: BatchValues = {
  courseSlug: '',
  startsOn: '',
  endsOn: '',
  schedule: '',
  mode: 'online',
  city: '',
  capacity: '20',
  priceInr: '',
  priceUsd: '',
};

export function valuesOf(batch: AdminBatch): BatchValues {
  return {
    courseSlug: batch.courseSlug,
    startsOn: batch.startsOn,
    endsOn: batch.endsOn,
    schedule: batch.schedule,
    mode: batch.mode,
    city: batch.city ?? '',
    capacity: String(batch.capacity),
    priceInr: priceToInput(batch.priceInr),
    priceUsd: priceToInput(batch.priceUsd),
  };
}

/** Today as the API counts it (UTC): a batch starts after it. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The form's problems by field, or the fields to send. Editing (`batch`), the start date is
 * checked against today only when it changes, and the capacity against the seats taken.
 */
export function batchFromForm(
  values: BatchValues,
  batch: AdminBatch | null,
): { problems: Partial<Record<BatchField, Problem>>; body?: CreateBatchBody } {
  const problems: Partial<Record<BatchField, Problem>> = {};
  if (!batch && !values.courseSlug) problems.courseSlug = { key: 'courseRequired' };
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(values.startsOn)) problems.startsOn = { key: 'dateRequired' };
  else if ((!batch || batch.startsOn !== values.startsOn) && values.startsOn <= todayUtc())
    problems.startsOn = { key: 'startsTooSoon', vars: { today: todayUtc() } };
  if (!day.test(values.endsOn)) problems.endsOn = { key: 'dateRequired' };
  else if (day.test(values.startsOn) && values.endsOn < values.startsOn)
    problems.endsOn = { key: 'endsBeforeStart' };
  const schedule = values.schedule.trim();
  if (!schedule) problems.schedule = { key: 'scheduleRequired' };
  const city = values.city.trim();
  if (values.mode === 'classroom' && !city) problems.city = { key: 'cityRequired' };
  const capacity = wholeFromInput(values.capacity, 1, BATCH_CAPACITY_MAX);
  if (capacity === undefined)
    problems.capacity = { key: 'capacityInvalid', vars: { max: BATCH_CAPACITY_MAX } };
  else if (batch && capacity < batch.seatsTaken)
    problems.capacity = { key: 'capacityBelowTaken', vars: { taken: batch.seatsTaken } };
  const priceInr = priceFromInput(values.priceInr);
  const priceUsd = priceFromInput(values.priceUsd);
  if (priceInr === undefined) problems.priceInr = { key: 'priceInvalid' };
  if (priceUsd === undefined) problems.priceUsd = { key: 'priceInvalid' };
  if (
    Object.keys(problems).length ||
    capacity === undefined ||
    priceInr === undefined ||
    priceUsd === undefined
  ) {
    return { problems };
  }
  return {
    problems,
    body: {
      courseSlug: batch?.courseSlug ?? values.courseSlug,
      startsOn: values.startsOn,
      endsOn: values.endsOn,
      schedule,
      mode: values.mode,
      // An online batch has no city: the API refuses one.
      city: values.mode === 'classroom' ? city : null,
      capacity,
      priceInr,
      priceUsd,
    },
  };
}
