// A screen that saves a file makes an object URL and clicks a download link; jsdom can do
// neither. These catch the file instead and put back what they replaced.

/** Call once at the top of a test file: after each test the URL functions and spies are back. */
export function restoreDownloadsAfterEach() {
  const create = URL.createObjectURL;
  const revoke = URL.revokeObjectURL;
  afterEach(() => {
    URL.createObjectURL = create;
    URL.revokeObjectURL = revoke;
    jest.restoreAllMocks();
  });
}

/**
 * Records, for the rest of the test, each file the page saves (`blobs`, its object URL being
 * `url`) and each link clicked to save one, as '<file name> <address>' (`downloads`).
 */
export function catchDownloads(url: string) {
  const blobs: Blob[] = [];
  const downloads: string[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(`${this.download} ${this.href}`);
  });
  return { blobs, downloads, click };
}

/** A saved file's text. */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
