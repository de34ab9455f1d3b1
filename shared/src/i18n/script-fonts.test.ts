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
    expect(added[0]?.source).toMatch(/^url\(.+\) format\('woff2'\)$/);
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
});
