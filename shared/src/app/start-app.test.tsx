import { createRoot, hydrateRoot } from 'react-dom/client';
import { demoSiteConfig } from '../config/site-config';
import { defineDictionary, dictionaryId } from '../i18n/dictionary';
import { LANG_STORAGE_KEY } from '../i18n/i18n';
import { loadDictionary } from '../i18n/load-dictionary';
import { forgetPageTexts, PAGE_TEXTS_ID } from '../i18n/page-texts';
import { makeStore } from '../store/store';
import { canHydrate, startApp } from './start-app';

jest.mock('react-dom/client', () => ({
  createRoot: jest.fn(() => ({ render: jest.fn() })),
  hydrateRoot: jest.fn(),
}));

const signedIn = () =>
  makeStore({
    auth: {
      ...makeStore().getState().auth,
      token: 'a.b.c',
      user: { username: 'ana' },
    },
  });

function prerenderedRoot(path = '/about-us'): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-prerendered', path);
  root.innerHTML = '<div><h1>About us</h1></div>';
  return root;
}

const here = { pathname: '/about-us', search: '' };

describe('canHydrate', () => {
  it('hydrates the page prerendered for this address, signed out', () => {
    expect(canHydrate(prerenderedRoot(), makeStore(), here)).toBe(true);
    // The address holds the language: the Hindi page prerendered in Hindi hydrates too.
    const hindi = { pathname: '/hi/about-us', search: '' };
    expect(canHydrate(prerenderedRoot('/hi/about-us'), makeStore(), hindi)).toBe(true);
  });

  it.each([
    ['another path was prerendered', prerenderedRoot('/'), here],
    ['the address has a query string', prerenderedRoot(), { ...here, search: '?a=1' }],
    [
      'the page was prerendered in another language',
      prerenderedRoot(),
      { ...here, pathname: '/fr/about-us' },
    ],
    ['nothing was prerendered', document.createElement('div'), here],
  ])('renders from scratch when %s', (_name, root, location) => {
    expect(canHydrate(root, makeStore(), location)).toBe(false);
  });

  it('renders from scratch for a signed-in visitor', () => {
    expect(canHydrate(prerenderedRoot(), signedIn(), here)).toBe(false);
  });

  it('renders from scratch when the address carries router state (a notice), not for its key', () => {
    const notice = { usr: { notice: 'Your account has been created.' }, key: 'a1', idx: 1 };
    expect(canHydrate(prerenderedRoot(), makeStore(), here, notice)).toBe(false);
    expect(canHydrate(prerenderedRoot(), makeStore(), here, { usr: null, key: 'a1', idx: 1 })).toBe(
      true,
    );
    expect(canHydrate(prerenderedRoot(), makeStore(), here, null)).toBe(true);
  });
});

describe('startApp', () => {
  const fetchMock = jest.fn(async () => ({ ok: true, json: async () => demoSiteConfig }));
  beforeEach(() => {
    jest.clearAllMocks();
    window.history.replaceState(null, '', '/about-us');
    window.localStorage.clear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('hydrates a prerendered page once the hydration is prepared', async () => {
    const root = prerenderedRoot();
    const prepareHydration = jest.fn(async () => true);
    await startApp({ render: () => null, container: root, prepareHydration });
    expect(prepareHydration).toHaveBeenCalled();
    expect(hydrateRoot).toHaveBeenCalledWith(root, expect.anything(), expect.anything());
    expect(createRoot).not.toHaveBeenCalled();
  });

  it('leaves the task that evaluated the app, and the one that prepared it, before its work', async () => {
    // Each part in its own task keeps them all short (docs/PERFORMANCE.md 'Long tasks').
    const order: string[] = [];
    const prepareHydration = jest.fn(async () => {
      order.push('prepared');
      setTimeout(() => order.push('another task'), 0);
      return true;
    });
    jest.mocked(hydrateRoot).mockImplementationOnce(() => {
      order.push('hydrated');
      return {} as ReturnType<typeof hydrateRoot>;
    });
    const root = prerenderedRoot();
    const started = startApp({ render: () => null, container: root, prepareHydration });
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(prepareHydration).not.toHaveBeenCalled();
    await started;
    expect(order).toEqual(['prepared', 'another task', 'hydrated']);
  });

  it('prepares a prerendered page it renders anew for its router state, so its fields are there', async () => {
    window.history.replaceState(
      { usr: { notice: 'Your account has been created.' } },
      '',
      '/about-us',
    );
    const root = prerenderedRoot();
    const prepareHydration = jest.fn(async () => true);
    await startApp({ render: () => null, container: root, prepareHydration });
    expect(prepareHydration).toHaveBeenCalled();
    expect(hydrateRoot).not.toHaveBeenCalled();
    expect(createRoot).toHaveBeenCalledWith(root);
  });

  it('renders from scratch when the preparation fails', async () => {
    const root = prerenderedRoot();
    const prepareHydration = jest.fn(async () => {
      throw new Error('the remote did not load');
    });
    await startApp({ render: () => null, container: root, prepareHydration });
    expect(hydrateRoot).not.toHaveBeenCalled();
    expect(createRoot).toHaveBeenCalledWith(root);
  });

  it('hydrates the English page for a visitor who chose another language before', async () => {
    // The address decides the language; the remembered one is only offered (home page).
    window.localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    const root = prerenderedRoot();
    await startApp({ render: () => null, container: root });
    expect(hydrateRoot).toHaveBeenCalledWith(root, expect.anything(), expect.anything());
    expect(createRoot).not.toHaveBeenCalled();
  });

  it('hydrates a page in its language with the texts the server sent, loading no chunk', async () => {
    window.history.replaceState(null, '', '/hi/about-us');
    const loader = jest.fn(async () => ({ default: { hello: 'chunk' } }));
    const texts = defineDictionary({ hello: 'Hello' }, { hi: loader });
    const sent = document.createElement('script');
    sent.type = 'application/json';
    sent.id = PAGE_TEXTS_ID;
    sent.setAttribute('data-lang', 'hi');
    sent.textContent = JSON.stringify({ [dictionaryId(texts)]: { hello: 'नमस्ते' } });
    document.head.appendChild(sent);
    forgetPageTexts();
    try {
      const root = prerenderedRoot('/hi/about-us');
      await startApp({ render: () => null, container: root });
      expect(hydrateRoot).toHaveBeenCalledWith(root, expect.anything(), expect.anything());
      // What the first render asks for comes from the page.
      await loadDictionary(texts, 'hi');
      expect(texts.loaded.get('hi')).toEqual({ hello: 'नमस्ते' });
      expect(loader).not.toHaveBeenCalled();
    } finally {
      sent.remove();
      forgetPageTexts();
    }
  });

  it('renders a page in its language from scratch with its texts loaded first', async () => {
    window.history.replaceState(null, '', '/ar/login');
    const texts = defineDictionary(
      { hello: 'Hello' },
      { ar: async () => ({ default: { hello: 'مرحبا' } }) },
    );
    const root = document.createElement('div');
    await startApp({ render: () => null, container: root });
    expect(texts.loaded.get('ar')).toEqual({ hello: 'مرحبا' });
    expect(createRoot).toHaveBeenCalledWith(root);
  });
});
