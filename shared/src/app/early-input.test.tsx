import { act, useEffect, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
// The script the server puts in every shell document: this test runs it for real, so the two
// halves of the contract (recording there, replaying here) are checked together.
import { EARLY_INPUT_SCRIPT } from '../../../api/src/plugins/early-input';
import { takeEarlyInput } from './early-input';
import { replayEarlyInput } from './early-input-replay';
import { hydrateWithEarlyInput } from './start-app';

function Lookup({ onSubmitted }: { onSubmitted: (id: string) => void }) {
  const [id, setId] = useState('');
  const [shown, setShown] = useState('');
  const [count, setCount] = useState(0);
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

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

describe('input made before hydration', () => {
  let root: HTMLElement;
  let submitted: jest.Mock;
  let unmount: (() => void) | undefined;

  beforeAll(() => {
    // As the browser runs it from the document's head.
    new Function(EARLY_INPUT_SCRIPT)();
  });

  beforeEach(() => {
    window.__earlyInputDone = false;
    window.__earlyInput = [];
    submitted = jest.fn();
    root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-prerendered', '/CertificateLookup');
    root.innerHTML = renderToString(<Lookup onSubmitted={submitted} />);
    document.body.append(root);
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
