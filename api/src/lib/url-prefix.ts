/** Whether a request URL (path and query) is `prefix` itself or something under it. */
export function isUnder(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}
