/** The course areas a visitor can say they are interested in (the site's catalogue). */
export const interestOptions = [
  'CompTIA',
  'PECB',
  'Unity game development',
  'Tally accounting',
  'Microsoft training',
  'Web development',
  'Internship',
] as const;

export const INDIA = 'India';

/** The countries offered at sign-up; India first, as most learners are there. */
export const countryOptions = [
  INDIA,
  'Australia',
  'Bangladesh',
  'Canada',
  'France',
  'Germany',
  'Italy',
  'Nepal',
  'Netherlands',
  'Nigeria',
  'Pakistan',
  'Portugal',
  'Saudi Arabia',
  'Singapore',
  'South Africa',
  'Sri Lanka',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
  'Other',
] as const;

export type Country = (typeof countryOptions)[number];
export type Interest = (typeof interestOptions)[number];

/**
 * ISO 3166 codes of the countries, so their names can be shown in the visitor's language
 * (the value sent stays the English name); 'Other' has none.
 */
export const countryCodes: Record<Country, string | null> = {
  India: 'IN',
  Australia: 'AU',
  Bangladesh: 'BD',
  Canada: 'CA',
  France: 'FR',
  Germany: 'DE',
  Italy: 'IT',
  Nepal: 'NP',
  Netherlands: 'NL',
  Nigeria: 'NG',
  Pakistan: 'PK',
  Portugal: 'PT',
  'Saudi Arabia': 'SA',
  Singapore: 'SG',
  'South Africa': 'ZA',
  'Sri Lanka': 'LK',
  'United Arab Emirates': 'AE',
  'United Kingdom': 'GB',
  'United States': 'US',
  Other: null,
};
