import { faces as arabicFaces } from './fonts/arabic';
import { scriptFontHead } from './script-font-heads';
import { loadScriptFont } from './script-fonts';

/** A FontFace stand-in (jsdom has none) that records what the page was given. */
class RecordedFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
}

function fontSet() {
  const added: RecordedFace[] = [];
  return {
    added,
    set: { add: (face: RecordedFace) => added.push(face) } as unknown as FontFaceSet,
  };
}

describe('the script fonts', () => {
  beforeAll(() => {
    (globalThis as { FontFace?: unknown }).FontFace = RecordedFace;
  });
  afterAll(() => {
    delete (globalThis as { FontFace?: unknown }).FontFace;
  });

  it('give Hindi pages Noto Sans Devanagari, regular and bold, shown with swap', async () => {
    const { added, set } = fontSet();
    await loadScriptFont('hi', set);
    expect(added.map((face) => [face.family, face.descriptors.weight])).toEqual([
      ['Noto Sans Devanagari', '400'],
      ['Noto Sans Devanagari', '700'],
    ]);
    // The installed face first, so a device that has it downloads nothing.
    expect(added[0]?.source).toMatch(
      /^local\('Noto Sans Devanagari Regular'\),local\('NotoSansDevanagari-Regular'\),url\(.+\) format\('woff2'\)$/,
    );
    expect(added[1]?.source).toMatch(/^local\('Noto Sans Devanagari Bold'\),/);
    expect(added[0]?.descriptors).toMatchObject({ display: 'swap' });
    expect(added[0]?.descriptors.unicodeRange).toContain('U+0900-097F');
  });

  it('give Arabic pages Noto Sans Arabic for the Arabic letters only', async () => {
    const { added, set } = fontSet();
    await loadScriptFont('ar', set);
    expect(added.map((face) => face.family)).toEqual(['Noto Sans Arabic', 'Noto Sans Arabic']);
    expect(added[0]?.descriptors.unicodeRange).toContain('U+0600-06FF');
  });

  it('load nothing for a Latin-script language, and each face only once', async () => {
    const { added, set } = fontSet();
    for (const lang of ['en', 'fr', 'nl', 'pt', 'it']) await loadScriptFont(lang, set);
    await loadScriptFont('hi', set);
    expect(added).toHaveLength(0);
  });

  it("give a prerendered page's head its font's rules, not a preload, and then load no chunk for it", async () => {
    const head = scriptFontHead('ar', arabicFaces);
    expect(head).toMatch(/^<style data-script-font="ar">/);
    expect(head).not.toContain('preload');
    expect(head.match(/@font-face\{font-family:'Noto Sans Arabic'/g)).toHaveLength(2);
    expect(head).toContain(
      "src:local('Noto Sans Arabic Regular'),local('NotoSansArabic-Regular'),url(",
    );
    expect(head).toContain('font-display:swap');
    document.head.insertAdjacentHTML('beforeend', head);
    try {
      const { added, set } = fontSet();
      // A fresh module: the faces added by the earlier test do not count here.
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('./script-fonts');
        await fresh.loadScriptFont('ar', set);
      });
      expect(added).toHaveLength(0);
    } finally {
      document.head.querySelector('style[data-script-font]')?.remove();
    }
  });
});
