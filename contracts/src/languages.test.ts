import { basenameOf, localizePath, splitLangPath, switchLangPath } from './languages';

describe('the language in the address', () => {
  it.each([
    ['/', 'en', '/'],
    ['/about-us', 'en', '/about-us'],
    ['/hi', 'hi', '/'],
    ['/hi/', 'hi', '/'],
    ['/ar/comptia/specialist/a-plus', 'ar', '/comptia/specialist/a-plus'],
    ['/fr/verify-certificate/CERT-1', 'fr', '/verify-certificate/CERT-1'],
    // Not a language: a page whose name starts like one, an unknown code, English's own code.
    ['/history', 'en', '/history'],
    ['/xx/about-us', 'en', '/xx/about-us'],
    ['/en/about-us', 'en', '/en/about-us'],
  ])('%s is %s, path %s', (address, lang, path) => {
    expect(splitLangPath(address)).toEqual({ lang, path });
  });

  it('puts a spec path under its language, English at the spec address', () => {
    expect(localizePath('en', '/about-us')).toBe('/about-us');
    expect(localizePath('en', '/')).toBe('/');
    expect(localizePath('hi', '/')).toBe('/hi');
    expect(localizePath('nl', '/login')).toBe('/nl/login');
    expect(basenameOf('en')).toBe('');
    expect(basenameOf('pt')).toBe('/pt');
  });

  it('switches the same page to another language, keeping query and fragment', () => {
    expect(switchLangPath('fr', '/hi/comptia', '?a=1#x')).toBe('/fr/comptia?a=1#x');
    expect(switchLangPath('en', '/ar')).toBe('/');
    expect(switchLangPath('it', '/CertificateLookup')).toBe('/it/CertificateLookup');
  });
});
