/**
 * One language's texts for the account screens, by screen; missing keys fall back to English.
 * Keyed by plain strings: typing them from the components' dictionaries would be circular
 * (the dictionaries name these files as their loaders).
 */
type Texts = Partial<Record<string, string>>;

export interface AccountTranslations {
  login: Texts;
  signup: Texts;
  forgot: Texts;
  password: Texts;
  otp: Texts;
}
