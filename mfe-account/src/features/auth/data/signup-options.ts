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
