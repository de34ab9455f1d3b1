// The language in the address: the rules live in contracts (the API applies them too).
export { basenameOf, localizePath, prefixedLangs, splitLangPath, switchLangPath } from 'contracts';
