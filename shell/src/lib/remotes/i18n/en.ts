/**
 * The panel a remote that cannot be loaded shows in its place. Its other languages share the
 * chrome's chunks (chrome-<lang>): the panel is part of the chrome.
 */
export const remoteAreaEn = {
  unavailableTitle: 'This section is temporarily unavailable',
  unavailableText:
    'We could not load this part of the site. The rest of the site still works; please try again in a moment.',
  retry: 'Try again',
};

export type RemoteAreaTexts = Record<keyof typeof remoteAreaEn, string>;
