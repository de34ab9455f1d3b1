import { openingHoursIn, parseOpeningHours } from './opening-hours';

describe('working hours in the page language', () => {
  it("writes schema.org's form with the days in each language and the times as configured", () => {
    expect(openingHoursIn('Mo-Sa 11:00-19:00', 'en')).toBe('Mon–Sat 11:00–19:00');
    expect(openingHoursIn('Mo-Sa 11:00-19:00', 'hi')).toBe('सोम–शनि 11:00–19:00');
    expect(openingHoursIn('Mo-Sa 11:00-19:00', 'ar')).toBe('الاثنين–السبت 11:00–19:00');
    expect(openingHoursIn('Mo-Sa 11:00-19:00', 'fr')).toBe('lun.–sam. 11:00–19:00');
  });

  it('writes several groups, and a single day', () => {
    expect(openingHoursIn('Mo-Fr 09:00-18:00, Sa 10:00-14:00', 'en')).toBe(
      'Mon–Fri 09:00–18:00, Sat 10:00–14:00',
    );
    expect(openingHoursIn('Su 10:00-13:00', 'nl')).toBe('zo 10:00–13:00');
  });

  it('leaves any other text as configured', () => {
    for (const text of [
      'Mon - Sat 11AM - 7PM',
      'Mo-Xx 11:00-19:00',
      'Sa-Mo 11:00-19:00',
      'Mo-Sa 25:00-19:00',
      'Mo-Sa 11:00-19:00,',
      '',
    ]) {
      expect(parseOpeningHours(text)).toBeNull();
      expect(openingHoursIn(text, 'hi')).toBe(text);
    }
  });
});
