import {
  demoSiteConfig,
  loadSiteConfig,
  readInlineSiteConfig,
  type SiteConfig,
} from './site-config';

const serverConfig: SiteConfig = { ...demoSiteConfig, brandName: 'From the server' };

function answering(body: unknown, ok = true) {
  return jest.fn(async () => ({ ok, json: async () => body }) as Response);
}

function inlineBlock(text: string, type = 'application/json') {
  const script = document.createElement('script');
  script.type = type;
  script.id = 'site-config';
  script.textContent = text;
  document.head.appendChild(script);
}

afterEach(() => {
  document.getElementById('site-config')?.remove();
});

describe('readInlineSiteConfig', () => {
  it('reads the configuration the page carries inline', () => {
    inlineBlock(JSON.stringify({ ...serverConfig, brandName: 'Inline \u003cbrand>' }));
    expect(readInlineSiteConfig()?.brandName).toBe('Inline <brand>');
  });

  it.each([
    ['no data block', null],
    ['text that is not JSON', '{"brandName": '],
    ['JSON that is not a configuration', '{"brandName": "x"}'],
  ])('gives null for %s', (_name, text) => {
    if (text !== null) inlineBlock(text);
    expect(readInlineSiteConfig()).toBeNull();
  });

  it('ignores a block that is not a JSON data block', () => {
    inlineBlock(JSON.stringify(serverConfig), 'text/plain');
    expect(readInlineSiteConfig()).toBeNull();
  });
});

describe('loadSiteConfig', () => {
  it('uses the inline configuration without asking the API', async () => {
    inlineBlock(JSON.stringify({ ...serverConfig, brandName: 'Inline' }));
    const fetchImpl = answering(serverConfig);
    const result = await loadSiteConfig('/api/site-config', fetchImpl);
    expect(result).toEqual({ config: { ...serverConfig, brandName: 'Inline' }, fromServer: true });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches /api/site-config when the page has no valid inline copy', async () => {
    inlineBlock('not json');
    const fetchImpl = answering(serverConfig);
    const result = await loadSiteConfig('/api/site-config', fetchImpl);
    expect(result).toEqual({ config: serverConfig, fromServer: true });
    expect(fetchImpl).toHaveBeenCalledWith('/api/site-config', expect.anything());
  });

  it('falls back to the demo configuration when the API answers nonsense', async () => {
    const result = await loadSiteConfig('/api/site-config', answering({ nope: true }));
    expect(result).toEqual({ config: demoSiteConfig, fromServer: false });
  });
});
