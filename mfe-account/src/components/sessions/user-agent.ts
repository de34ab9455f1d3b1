/** What a person recognises of a session's device: the browser and the system, when known. */
export interface Device {
  browser?: string;
  os?: string;
}

// Most specific first: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says
// "Safari", and the iOS browsers carry their own tokens (CriOS, FxiOS, EdgiOS).
const browsers: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: Array<[RegExp, string]>, text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1];

/**
 * A short reading of a User-Agent header ('Chrome' and 'Windows'), enough to tell one's own
 * devices apart; not a full parser. Names of products stay as their makers write them.
 */
export function deviceOf(userAgent: string): Device {
  const browser = first(browsers, userAgent);
  const os = first(systems, userAgent);
  return { ...(browser ? { browser } : {}), ...(os ? { os } : {}) };
}
