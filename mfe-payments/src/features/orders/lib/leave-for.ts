/** Leaves the site for another one's page (the card provider's): a full navigation. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
