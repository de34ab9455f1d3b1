// The calendar file (RFC 5545) a seat confirmation carries: one all-day event spanning the
// batch's dates, so any calendar app adds the training without the buyer typing it in.

function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');

/** The day after a calendar date: an all-day event's end is exclusive. */
function dayAfter(isoDate: string): string {
  const next = new Date(`${isoDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export interface BatchEvent {
  uid: string;
  title: string;
  startsOn: string;
  endsOn: string;
  description: string;
  location: string;
  stamp: Date;
}

export function batchIcs(event: BatchEvent): string {
  const stamp = event.stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Skillbridge//Orders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(event.startsOn)}`,
    `DTEND;VALUE=DATE:${compactDate(dayAfter(event.endsOn))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
