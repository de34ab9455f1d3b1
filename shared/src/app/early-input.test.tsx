import {
  act,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactElement,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
// The script the server puts in every shell document: this test runs it for real, so the two
// halves of the contract (recording there, replaying here) are checked together.
import { EARLY_INPUT_SCRIPT } from '../../../api/src/plugins/early-input';
import { takeEarlyInput } from './early-input';
import { replayClicksOnNewPage, replayEarlyInput } from './early-input-replay';
import { carryValuesToNewPage, fieldsOf } from './early-input-values';
import { isHydrated } from './hydrated-element';
import { hydrateWithEarlyInput, renderAnewWithEarlyInput } from './start-app';

function Lookup({ onSubmitted }: { onSubmitted: (id: string) => void }) {
  const [id, setId] = useState('');
  const [shown, setShown] = useState('');
  const [count, setCount] = useState(0);
  const [language, setLanguage] = useState('en');
  // Like a real page, something renders again right after hydration (a data load, a language),
  // which resets a controlled field to the value React knows.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmitted(id);
    setShown(id === '' ? 'Please enter an ID' : `Looking up ${id}`);
  };
  return (
    <>
      <form onSubmit={submit}>
        <label>
          ID <input value={id} onChange={(e) => setId(e.target.value)} />
        </label>
        <select aria-label="Kind" defaultValue="a" onChange={(e) => setShown(e.target.value)}>
          <option value="a">A</option>
          <option value="b">B</option>
        </select>
        <button type="submit">Verify</button>
      </form>
      {/* Controlled, like the language switch: hydration selects the server's option again. */}
      <select
        aria-label="Language"
        value={language}
        onChange={(e) => {
          setLanguage(e.target.value);
          setShown(`language ${e.target.value}`);
        }}
      >
        <option value="en">English</option>
        <option value="ar">العربية</option>
      </select>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Count {count}
      </button>
      <button type="button" onClick={() => onSubmitted(id)}>
        Check
      </button>
      <p role="status" data-ready={ready}>
        {shown}
      </p>
    </>
  );
}

function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Waits (in 10 ms steps, 2 s at most) until `done()` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 2000; waited += 10) await settle();
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

// As the browser runs it from the document's head: once, for the whole file.
beforeAll(() => {
  new Function(EARLY_INPUT_SCRIPT)();
});

/** A prerendered #root holding the server's HTML of `page`, with the recording started anew. */
function prerendered(path: string, page: ReactElement): HTMLElement {
  window.__earlyInputDone = false;
  window.__earlyInput = [];
  window.__earlyInputLate = undefined;
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-prerendered', path);
  root.innerHTML = renderToString(page);
  document.body.append(root);
  return root;
}

describe('input made before hydration', () => {
  let root: HTMLElement;
  let submitted: jest.Mock;
  let unmount: (() => void) | undefined;

  beforeEach(() => {
    submitted = jest.fn();
    root = prerendered('/CertificateLookup', <Lookup onSubmitted={submitted} />);
  });

  afterEach(() => {
    act(() => unmount?.());
    unmount = undefined;
    root.remove();
  });

  /** As startApp does; `during` runs once React is listening, before the record is replayed. */
  async function hydrate(during?: () => void): Promise<void> {
    await act(async () => {
      const reactRoot = during
        ? hydrateWithoutReplay(during)
        : hydrateWithEarlyInput(root, <Lookup onSubmitted={submitted} />);
      unmount = () => reactRoot.unmount();
    });
    await settle();
    await settle();
  }

  /** Hydrates, lets `during` act on the hydrated page, then replays (the replay's own timing). */
  function hydrateWithoutReplay(during: () => void) {
    const reactRoot = hydrateRoot(root, <Lookup onSubmitted={submitted} />);
    queueMicrotask(() => {
      during();
      void replayEarlyInput(takeEarlyInput(), root);
    });
    return reactRoot;
  }

  const field = () => root.querySelector('input') as HTMLInputElement;
  const verify = () => root.querySelector('button[type=submit]') as HTMLButtonElement;
  const status = () => root.querySelector('[role=status]')?.textContent;

  it('keeps a value typed and a click made before hydration, and replays them in order', async () => {
    type(field(), 'LYF-2024-0042');
    verify().click();
    expect(status()).toBe('');
    await hydrate();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledWith('LYF-2024-0042');
    expect(status()).toBe('Looking up LYF-2024-0042');
    expect(field().value).toBe('LYF-2024-0042');
  });

  it('holds a click made while React hydrates until the value typed before is known', async () => {
    type(field(), 'LYF-2024-0042');
    const check = root.querySelectorAll('button')[2] as HTMLButtonElement;
    await hydrate(() => {
      // React is listening now, but has not been told the value yet.
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      check.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(submitted).not.toHaveBeenCalled();
    });
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledWith('LYF-2024-0042');
  });

  it('prevents the native submission of a form before hydration and submits it after', async () => {
    type(field(), 'ABC');
    const native = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')?.dispatchEvent(native);
    expect(native.defaultPrevented).toBe(true);
    await hydrate();
    expect(submitted).toHaveBeenCalledWith('ABC');
  });

  it('counts a button pressed several times while loading once', async () => {
    const counter = root.querySelectorAll('button')[1] as HTMLButtonElement;
    counter.click();
    counter.click();
    counter.click();
    await hydrate();
    expect(counter.textContent).toBe('Count 1');
  });

  it('hands a changed select to React', async () => {
    const select = root.querySelector('select') as HTMLSelectElement;
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await hydrate();
    expect(status()).toBe('b');
  });

  it('hands a controlled select to React with the option chosen, which hydration had undone', async () => {
    const select = root.querySelector('select[aria-label="Language"]') as HTMLSelectElement;
    select.value = 'ar';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await hydrate();
    await until(() => status() === 'language ar');
    expect(status()).toBe('language ar');
    expect(select.value).toBe('ar');
  });

  it('records nothing outside the prerendered page, nor after hydration', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    outside.remove();
    await hydrate();
    verify().click();
    await settle();
    // Handled by React directly (once), not recorded for a second replay.
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(window.__earlyInput).toEqual([]);
  });

  it('skips what is no longer on the page', async () => {
    verify().click();
    const input = takeEarlyInput();
    root.innerHTML = '';
    await replayEarlyInput(input, root);
    expect(submitted).not.toHaveBeenCalled();
  });
});

/** A search whose code arrives after the page is hydrated, like the catalog's. */
function Search() {
  const [query, setQuery] = useState('');
  // Renders again right after hydration, which resets the field to the value React knows.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <label data-ready={ready}>
      Search <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <output>{query ? `Searching ${query}` : ''}</output>
    </label>
  );
}

/** A lazy part with a button, like the gallery's pictures. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <p role="dialog">Opened</p>}
    </>
  );
}

function SearchPage({
  search: Part,
  round = 0,
}: {
  search: ComponentType<{ round?: number }>;
  round?: number;
}) {
  return (
    <main>
      <h1>Certifications</h1>
      <Suspense fallback={<p>Loading</p>}>
        <Part round={round} />
      </Suspense>
    </main>
  );
}

/** `Part` as a lazy part whose code comes when `arrive` is called (a remote on its way). */
function lateCode(Part: ComponentType) {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: Part });
  });
  return { Late: lazy(() => code), arrive: () => arrive() };
}

describe('input made before hydration in a part hydrated later', () => {
  let root: HTMLElement;
  let unmount: (() => void) | undefined;

  beforeEach(() => {
    root = prerendered('/cer', <SearchPage search={Search} />);
  });

  afterEach(() => {
    act(() => unmount?.());
    unmount = undefined;
    root.remove();
  });

  /** The search as a lazy part whose code comes when `arrive` is called. */
  function lateSearch() {
    const { Late, arrive } = lateCode(Search);
    return { LateSearch: Late, arrive };
  }

  /** Hydrates the page with the search's code held back; the function returned lets it come. */
  async function hydrateWithLateSearch(): Promise<() => Promise<void>> {
    const { LateSearch, arrive } = lateSearch();
    await act(async () => {
      const reactRoot = hydrateWithEarlyInput(root, <SearchPage search={LateSearch} />);
      unmount = () => reactRoot.unmount();
    });
    return async () => {
      await act(async () => arrive());
      await until(() => root.querySelector('label')?.dataset.ready === 'true');
    };
  }

  it('hands over what is typed between the hydration of the page and of that part', async () => {
    const field = root.querySelector('input') as HTMLInputElement;
    const arrive = await hydrateWithLateSearch();
    type(field, 'CS0-003');
    await arrive();
    await until(() => root.querySelector('output')?.textContent !== '');
    expect(root.querySelector('output')?.textContent).toBe('Searching CS0-003');
    expect(field.value).toBe('CS0-003');
  });

  it('leaves a field nobody typed into as the server rendered it', async () => {
    const onChange = jest.fn();
    root.addEventListener('input', onChange);
    const arrive = await hydrateWithLateSearch();
    await arrive();
    expect(root.querySelector('label')?.dataset.ready).toBe('true');
    // Longer than the replay takes to see the part hydrated.
    for (let i = 0; i < 10; i += 1) await settle();
    expect(onChange).not.toHaveBeenCalled();
    expect(root.querySelector('output')?.textContent).toBe('');
  });

  it("hands the value to React once that part's code has come and it is hydrated", async () => {
    const field = root.querySelector('input') as HTMLInputElement;
    type(field, 'SY0-701');
    const arrive = await hydrateWithLateSearch();
    // The page is hydrated, the search is not yet (its code has not come).
    expect(isHydrated(root.querySelector('h1') as Element)).toBe(true);
    expect(isHydrated(field)).toBe(false);
    // Typing goes on meanwhile; then the code comes.
    type(field, 'SY0-701 Security+');
    await arrive();
    await until(() => root.querySelector('output')?.textContent !== '');
    expect(root.querySelector('output')?.textContent).toBe('Searching SY0-701 Security+');
    expect(field.value).toBe('SY0-701 Security+');
  });

  it("keeps the value however long that part's code takes (a remote on a slow line)", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const field = root.querySelector('input') as HTMLInputElement;
      type(field, 'PT0-002');
      const arrive = await hydrateWithLateSearch();
      // A minute after the page was hydrated, the search's code is still on its way.
      act(() => jest.advanceTimersByTime(60_000));
      await arrive();
      await until(() => root.querySelector('output')?.textContent !== '');
      expect(root.querySelector('output')?.textContent).toBe('Searching PT0-002');
      expect(field.value).toBe('PT0-002');
    } finally {
      jest.useRealTimers();
    }
  });

  it('hands the value to the new field when React renders that part anew', async () => {
    const typed = root.querySelector('input') as HTMLInputElement;
    type(typed, 'ISO 27001');
    const { LateSearch, arrive } = lateSearch();
    // The page above the search changes before the search is hydrated: React then gives up
    // hydrating it and renders it anew once its code is here.
    function ChangingPage() {
      const [round, setRound] = useState(0);
      useEffect(() => setRound(1), []);
      return <SearchPage search={LateSearch} round={round} />;
    }
    await act(async () => {
      const reactRoot = hydrateWithEarlyInput(root, <ChangingPage />, {
        onRecoverableError: () => undefined,
      });
      unmount = () => reactRoot.unmount();
    });
    await act(async () => arrive());
    await until(() => root.querySelector('output')?.textContent !== '');
    const field = root.querySelector('input') as HTMLInputElement;
    expect(field).not.toBe(typed);
    expect(root.querySelector('output')?.textContent).toBe('Searching ISO 27001');
    expect(field.value).toBe('ISO 27001');
  });
  it('hands the value over again when React dropped it, its part not hydrated after all', async () => {
    // The field's code has come, but the same part holds another component whose code has not
    // (a second remote's button): React starts hydrating the part and puts its props on the
    // field, then suspends on the other one. An input event meanwhile is stopped by React.
    const Badge = () => <span>Badge</span>;
    const withBadge = (Later: ComponentType) =>
      function SearchWithBadge() {
        return (
          <>
            <Search />
            <Later />
          </>
        );
      };
    root.innerHTML = renderToString(<SearchPage search={withBadge(Badge)} />);
    const field = root.querySelector('input') as HTMLInputElement;
    type(field, 'CLF-C02');
    const { Late: LateBadge, arrive: arriveBadge } = lateCode(Badge);
    await act(async () => {
      const reactRoot = hydrateWithEarlyInput(root, <SearchPage search={withBadge(LateBadge)} />);
      unmount = () => reactRoot.unmount();
    });
    // Longer than the replay takes to see the field with React's props on it.
    for (let i = 0; i < 5; i += 1) await settle();
    expect(isHydrated(field)).toBe(true);
    expect(root.querySelector('output')?.textContent).toBe('');
    await act(async () => arriveBadge());
    await until(() => root.querySelector('output')?.textContent !== '');
    expect(root.querySelector('output')?.textContent).toBe('Searching CLF-C02');
    expect(field.value).toBe('CLF-C02');
  });
});

/** A code field that keeps digits only, in a lazy part. */
function DigitsPart() {
  const [code, setCode] = useState('');
  return (
    <label>
      Code <input value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
    </label>
  );
}

describe('a value the field refuses', () => {
  it('is handed over once, not again and again, when its handler leaves it out', async () => {
    const page = prerendered('/code', <SearchPage search={DigitsPart} />);
    const field = page.querySelector('input') as HTMLInputElement;
    type(field, 'abc');
    const { Late: LateDigits, arrive } = lateCode(DigitsPart);
    let reactRoot: ReturnType<typeof hydrateWithEarlyInput> | undefined;
    await act(async () => {
      reactRoot = hydrateWithEarlyInput(page, <SearchPage search={LateDigits} />);
    });
    const handed = jest.fn();
    field.addEventListener('input', handed);
    await act(async () => arrive());
    // Many looks' worth of time.
    for (let i = 0; i < 10; i += 1) await settle();
    expect(handed).toHaveBeenCalledTimes(1);
    expect(field.value).toBe('');
    act(() => reactRoot?.unmount());
    page.remove();
  });
});

/** A sign-in form in a lazy part (the account remote's login screen). */
function LoginPart() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(email);
      }}
    >
      <input aria-label="E-mail" value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit">Log in</button>
      {sent !== null && <output>{`Sent ${JSON.stringify(sent)}`}</output>}
    </form>
  );
}

describe('a submission right after a part typed into is hydrated', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('reaches React with the value typed before, without waiting for the next look', async () => {
    const page = prerendered('/login', <SearchPage search={LoginPart} />);
    const field = page.querySelector('input') as HTMLInputElement;
    type(field, 'ana@example.com');
    // The replay looks at the part on timers; they stand still here, so only the page's
    // script (a click calls __earlyInputFlush first) can hand the value over in time.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { Late: LateLogin, arrive } = lateCode(LoginPart);
    let reactRoot: ReturnType<typeof hydrateWithEarlyInput> | undefined;
    await act(async () => {
      reactRoot = hydrateWithEarlyInput(page, <SearchPage search={LateLogin} />);
    });
    expect(window.__earlyInputFlush).toEqual(expect.any(Function));
    await act(async () => arrive());
    expect(isHydrated(field)).toBe(true);
    act(() => (page.querySelector('button') as HTMLButtonElement).click());
    expect(page.querySelector('output')?.textContent).toBe('Sent "ana@example.com"');
    // Nothing is left to watch.
    expect(window.__earlyInputFlush).toBeUndefined();
    act(() => reactRoot?.unmount());
    page.remove();
  });
});

describe('a click on a part hydrated later', () => {
  let root: HTMLElement;
  let unmount: (() => void) | undefined;

  beforeEach(() => {
    root = prerendered('/Gallery', <SearchPage search={Opener} />);
  });

  afterEach(() => {
    act(() => unmount?.());
    unmount = undefined;
    root.remove();
  });

  async function hydrateWithLateOpener(): Promise<() => Promise<void>> {
    let arrive: () => void = () => undefined;
    const code = new Promise<{ default: ComponentType }>((resolve) => {
      arrive = () => resolve({ default: Opener });
    });
    const LateOpener = lazy(() => code);
    await act(async () => {
      const reactRoot = hydrateWithEarlyInput(root, <SearchPage search={LateOpener} />);
      unmount = () => reactRoot.unmount();
    });
    return async () => {
      await act(async () => arrive());
    };
  }

  const opener = () => root.querySelector('button') as HTMLButtonElement;
  const opened = () => root.querySelector('[role=dialog]')?.textContent;

  /**
   * The visitor clicks while the part's code is still on its way (React would drop the click):
   * held, then replayed once the code has come (`arrive`) and the part is hydrated.
   */
  async function clickedWhileOnItsWay(arrive: () => Promise<void>) {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    opener().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await arrive();
    await until(() => opened() !== undefined);
    expect(opened()).toBe('Opened');
  }

  it('is replayed once that part is hydrated, when made before the page was', async () => {
    opener().click();
    const arrive = await hydrateWithLateOpener();
    expect(isHydrated(opener())).toBe(false);
    await settle();
    expect(opened()).toBeUndefined();
    await arrive();
    await until(() => opened() !== undefined);
    expect(opened()).toBe('Opened');
  });

  it('is held and replayed once that part is hydrated, when made after the page was', async () => {
    const arrive = await hydrateWithLateOpener();
    expect(isHydrated(root.querySelector('h1') as Element)).toBe(true);
    expect(isHydrated(opener())).toBe(false);
    await clickedWhileOnItsWay(arrive);
  });

  it('is held however long that part takes to come (a remote on a slow line)', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const arrive = await hydrateWithLateOpener();
      // A minute after the page was hydrated, the part's code is still on its way.
      act(() => jest.advanceTimersByTime(60_000));
      await clickedWhileOnItsWay(arrive);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a form of a part not hydrated yet', () => {
  it('is never submitted natively, which would put its fields into the address', async () => {
    const page = prerendered('/login', <SearchPage search={LoginPart} />);
    const LateLogin = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));
    let reactRoot: ReturnType<typeof hydrateWithEarlyInput> | undefined;
    await act(async () => {
      reactRoot = hydrateWithEarlyInput(page, <SearchPage search={LateLogin} />);
    });
    const form = page.querySelector('form') as HTMLFormElement;
    expect(isHydrated(form)).toBe(false);
    // Enter in its field: the browser would send the form to its own address.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    act(() => reactRoot?.unmount());
    page.remove();
  });
});

/** The Pay Now placeholder: a link the page handles itself once it runs. */
function PayNow({ onPress }: { onPress: () => void }) {
  return (
    <nav>
      <a href="/elsewhere">Page link</a>
      <a
        href="/contact-us"
        data-early-click=""
        onClick={(event) => {
          event.preventDefault();
          onPress();
        }}
      >
        Pay Now
      </a>
    </nav>
  );
}

describe('a link marked data-early-click', () => {
  let root: HTMLElement;
  let unmount: (() => void) | undefined;
  const pressed = jest.fn();

  beforeEach(() => {
    pressed.mockClear();
    root = prerendered('/', <PayNow onPress={pressed} />);
  });

  afterEach(() => {
    act(() => unmount?.());
    unmount = undefined;
    root.remove();
  });

  it('is held before hydration and pressed once after, while other links keep their default', async () => {
    const [pageLink, payNow] = root.querySelectorAll('a');
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    pageLink?.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    payNow?.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(pressed).not.toHaveBeenCalled();
    await act(async () => {
      const reactRoot = hydrateWithEarlyInput(root, <PayNow onPress={pressed} />);
      unmount = () => reactRoot.unmount();
    });
    await until(() => pressed.mock.calls.length > 0);
    await settle();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});

/** The navigation as a signed-in visitor gets it: more in it, the same Menu button. */
function SignedInNav({ onMenu }: { onMenu: () => void }) {
  return (
    <nav>
      <button type="button">Account</button>
      <button type="button" aria-label="Open the menu" onClick={onMenu}>
        Menu
      </button>
    </nav>
  );
}

describe('a page rendered anew instead of hydrated', () => {
  it('gets a click made on the prerendered page on the button that looks the same', async () => {
    const root = prerendered(
      '/',
      <nav>
        <button type="button" aria-label="Open the menu">
          Menu
        </button>
      </nav>,
    );
    const menu = jest.fn();
    root.querySelector('button')?.click();
    const input = takeEarlyInput();
    root.removeAttribute('data-prerendered');
    const reactRoot = createRoot(root);
    act(() => reactRoot.render(<SignedInNav onMenu={menu} />));
    await act(async () => replayClicksOnNewPage(input, root));
    expect(menu).toHaveBeenCalledTimes(1);
    act(() => reactRoot.unmount());
    root.remove();
  });
});

/** A sign-in form; the notice (router state, after signing up) is what the server did not render. */
function SignIn({
  notice,
  onSubmit,
}: {
  notice?: string;
  onSubmit: (typed: { email: string; password: string; remember: string }) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState('week');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ email, password, remember });
      }}
    >
      {notice ? <p>{notice}</p> : null}
      <input
        id="login-email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <input
        name="password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <select name="remember" value={remember} onChange={(e) => setRemember(e.target.value)}>
        <option value="week">A week</option>
        <option value="day">A day</option>
      </select>
      <input name="search" type="search" defaultValue="" />
      <button type="submit">Log in</button>
    </form>
  );
}

describe('a prerendered form rendered anew', () => {
  it('keeps what was typed on it until the new page committed, in the same fields', async () => {
    const root = prerendered('/login', <SignIn onSubmit={() => undefined} />);
    (root.querySelector('#login-email') as HTMLInputElement).value = 'ana@example.com';
    const input = takeEarlyInput();
    const before = fieldsOf(root);
    // Typed after the record was taken, while the new page was being made.
    (root.querySelector('[name=password]') as HTMLInputElement).value = 'Quiet-Harbour-1';
    (root.querySelector('select') as HTMLSelectElement).value = 'day';
    root.removeAttribute('data-prerendered');
    const submitted = jest.fn();
    const reactRoot = createRoot(root);
    act(() =>
      reactRoot.render(<SignIn notice="Your account has been created." onSubmit={submitted} />),
    );
    expect((root.querySelector('#login-email') as HTMLInputElement).value).toBe('');
    act(() => carryValuesToNewPage(before, root));
    await act(async () => replayClicksOnNewPage(input, root));
    expect((root.querySelector('#login-email') as HTMLInputElement).value).toBe('ana@example.com');
    act(() => (root.querySelector('button') as HTMLButtonElement).click());
    // React has them (its state), not only the screen.
    expect(submitted).toHaveBeenCalledWith({
      email: 'ana@example.com',
      password: 'Quiet-Harbour-1',
      remember: 'day',
    });
    expect(root.querySelector('p')?.textContent).toBe('Your account has been created.');
    act(() => reactRoot.unmount());
    root.remove();
  });

  it('holds a submission made before the new page commits, and makes it there with the values', async () => {
    const root = prerendered('/login', <SignIn onSubmit={() => undefined} />);
    const submitted = jest.fn();
    // As startApp does for a page it cannot hydrate; React has not committed yet.
    const reactRoot = renderAnewWithEarlyInput(
      root,
      <SignIn notice="Your account has been created." onSubmit={submitted} />,
    );
    expect(root.querySelector('p')).toBeNull();
    (root.querySelector('#login-email') as HTMLInputElement).value = 'ana@example.com';
    (root.querySelector('[name=password]') as HTMLInputElement).value = 'Quiet-Harbour-1';
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    (root.querySelector('button') as HTMLButtonElement).dispatchEvent(press);
    // Held: the prerendered form was not submitted natively.
    expect(press.defaultPrevented).toBe(true);
    await until(() => submitted.mock.calls.length > 0);
    expect(root.querySelector('p')?.textContent).toBe('Your account has been created.');
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(submitted.mock.calls).toEqual([
      [{ email: 'ana@example.com', password: 'Quiet-Harbour-1', remember: 'week' }],
    ]);
    act(() => reactRoot.unmount());
    root.remove();
  });

  it.each([
    ['at once', 0],
    ['a minute later (a remote on a slow line)', 60_000],
  ])(
    'keeps a value for a form the new page renders later (a lazy part) whose code comes %s',
    async (_, later) => {
      jest.useFakeTimers({ advanceTimers: true });
      const root = prerendered('/login', <SignIn onSubmit={() => undefined} />);
      (root.querySelector('#login-email') as HTMLInputElement).value = 'ana@example.com';
      const submitted = jest.fn();
      let arrive: () => void = () => undefined;
      const code = new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <SignIn onSubmit={submitted} /> });
      });
      const LateSignIn = lazy(() => code);
      // A signed-in visitor's page: rendered anew, the form's code still on its way at the commit.
      let reactRoot: ReturnType<typeof renderAnewWithEarlyInput> | undefined;
      await act(async () => {
        reactRoot = renderAnewWithEarlyInput(
          root,
          <Suspense fallback={<p>Loading…</p>}>
            <LateSignIn />
          </Suspense>,
        );
      });
      expect(root.querySelector('#login-email')).toBeNull();
      act(() => jest.advanceTimersByTime(later));
      await act(async () => arrive());
      await until(() => root.querySelector('#login-email') !== null);
      // Typed into the new form once it is there (React's own field): the password.
      const password = root.querySelector('[name=password]') as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        password,
        'Quiet-Harbour-1',
      );
      act(() => {
        password.dispatchEvent(new Event('input', { bubbles: true }));
      });
      act(() => (root.querySelector('button') as HTMLButtonElement).click());
      expect(submitted).toHaveBeenCalledWith({
        email: 'ana@example.com',
        password: 'Quiet-Harbour-1',
        remember: 'week',
      });
      act(() => reactRoot?.unmount());
      root.remove();
      jest.useRealTimers();
    },
  );

  it('leaves a field nobody typed into, and one the new page does not have', () => {
    const root = prerendered('/login', <SignIn onSubmit={() => undefined} />);
    (root.querySelector('[name=search]') as HTMLInputElement).value = 'security';
    const before = fieldsOf(root);
    root.removeAttribute('data-prerendered');
    const reactRoot = createRoot(root);
    act(() =>
      reactRoot.render(
        <form>
          <input id="login-email" type="text" />
        </form>,
      ),
    );
    act(() => carryValuesToNewPage(before, root));
    // Another type under the same id is another field; the search box is gone.
    expect((root.querySelector('#login-email') as HTMLInputElement).value).toBe('');
    act(() => reactRoot.unmount());
    root.remove();
  });
});
