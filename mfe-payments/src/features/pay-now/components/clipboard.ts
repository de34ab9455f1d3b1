/**
 * Writes `text` to the clipboard. Resolves false, never throws, when the browser has no
 * asynchronous clipboard (older browsers, plain http) or the user or a policy refuses it,
 * so the caller can offer manual copying instead of a false confirmation.
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

/** Selects the text of `element` so the person can copy it with the keyboard or the context menu. */
export function selectContents(element: Element): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
