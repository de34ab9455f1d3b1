// Cron expressions of timed jobs, read by cron-parser (the parser pg-boss uses, so an expression
// means the same on both databases), always in UTC.
import { parseExpression } from 'cron-parser';

/** The first time after `from` that `cron` names. */
export function nextCronTime(cron: string, from: Date): Date {
  return parseExpression(cron, { currentDate: from, tz: 'UTC' }).next().toDate();
}

/**
 * `everySeconds` as a cron expression, for pg-boss, whose schedules are by the minute: a whole
 * number of minutes that divides an hour, or of hours that divides a day.
 */
export function everySecondsAsCron(seconds: number): string {
  const minutes = seconds / 60;
  if (Number.isInteger(minutes) && minutes >= 1 && minutes < 60 && 60 % minutes === 0) {
    return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  }
  const hours = seconds / 3600;
  if (Number.isInteger(hours) && hours >= 1 && hours <= 24 && 24 % hours === 0) {
    return hours === 24 ? '0 0 * * *' : `0 */${hours} * * *`;
  }
  throw new Error(
    `a schedule of every ${seconds} s has no cron form on PostgreSQL: use minutes that divide an hour or hours that divide a day`,
  );
}
