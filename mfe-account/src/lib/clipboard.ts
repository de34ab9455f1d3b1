/**
 * Writes `text` to the clipboard. Resolves false, never throws, when the browser has no
 * asynchronous clipboard (older browsers, plain http) or the person or a policy refuses it, so
 * the caller can ask for manual copying instead of confirming a copy that did not happen.
 */
export async function writeClipboard(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
