import { isExpired } from './expiry';

describe('isExpired', () => {
  const at = (iso: string) => new Date(iso);

  it('never expires without an expiry date', () => {
    expect(isExpired(null, at('2099-01-01T00:00:00Z'))).toBe(false);
    expect(isExpired(undefined, at('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('is still valid on its last day, to the end of that day in UTC', () => {
    expect(isExpired('2027-03-05', at('2027-03-05T00:00:00Z'))).toBe(false);
    expect(isExpired('2027-03-05', at('2027-03-05T23:59:59Z'))).toBe(false);
  });

  it('has expired from the next day in UTC', () => {
    expect(isExpired('2027-03-05', at('2027-03-06T00:00:00Z'))).toBe(true);
    // Already 6 March in UTC although still 5 March in New York.
    expect(isExpired('2027-03-05', at('2027-03-05T20:30:00-05:00'))).toBe(true);
    expect(isExpired('2027-03-05', at('2031-01-01T00:00:00Z'))).toBe(true);
  });
});
