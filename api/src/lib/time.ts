/** Timestamps are stored as ISO-8601 UTC strings, which compare correctly as text. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoIn(seconds: number, from: Date = new Date()): string {
  return new Date(from.getTime() + seconds * 1000).toISOString();
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
