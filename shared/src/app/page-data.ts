// Data a page was rendered with on the server (docs/PERFORMANCE.md 'Prerendering'): the API
// renders some pages with what they would otherwise fetch after start (a certificate's page with
// the certificate) and sends it with the page, so the browser's first render is the server's and
// the page makes no request before it is interactive.

/** The element the server puts the data in: JSON, with the path it belongs to in data-path. */
export const PAGE_DATA_ID = 'page-data';

type PageData = Record<string, unknown>;

/** The server render's data (scripts/prerender/entry.tsx sets it around each render). */
let serverData: PageData | null = null;
/** The data sent with this document, read once; null when there is none for this address. */
let sentData: PageData | null | undefined;

export function setServerPageData(data: PageData | null): void {
  serverData = data;
}

function readSentData(): PageData | null {
  if (typeof document === 'undefined') return null;
  try {
    const element = document.getElementById(PAGE_DATA_ID);
    // The data is the page's at the address it was sent for, not after a navigation.
    if (!element?.textContent || element.getAttribute('data-path') !== window.location.pathname) {
      return null;
    }
    const data: unknown = JSON.parse(element.textContent);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as PageData) : null;
  } catch {
    return null;
  }
}

/**
 * What the page was rendered with under `key`, or undefined: in the server's render its data,
 * in the browser the data sent with the document (for its own address) until `usedPageData`.
 */
export function pageData<T>(key: string): T | undefined {
  if (serverData) return serverData[key] as T | undefined;
  if (sentData === undefined) sentData = readSentData();
  return sentData?.[key] as T | undefined;
}

/**
 * Marks `key` as used: the page has it in its state. A later visit to the page within the app
 * fetches afresh rather than show what was true when the document was sent.
 */
export function usedPageData(key: string): void {
  if (sentData) delete sentData[key];
}

/** Forgets the data read from the document (tests). */
export function forgetPageData(): void {
  sentData = undefined;
}
