import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { renderWithProviders } from 'shared/testing';
import { forgetLoadedRemotes } from '../../../lib/remotes/federation';
import { __reset, __setRemoteModule, calls } from '../../../testing/federation-runtime-double';
import { PayNowMenu } from './pay-now';

/** Whether the menu's button had focus when its own first effect ran. */
let focusedAtFirstEffect: boolean | undefined;

/** Stands in for the payments remote's menu: a menu button that toggles its list. */
function RemoteMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Effects run a task after the commit: a key pressed in between goes where focus is then.
  useEffect(() => {
    focusedAtFirstEffect ??= document.activeElement === button.current;
  }, []);
  return (
    <>
      <button ref={button} type="button" aria-haspopup="menu" onClick={() => setOpen((o) => !o)}>
        Pay Now
      </button>
      {open ? (
        <ul role="menu">
          <li role="menuitem">PayPal</li>
        </ul>
      ) : null}
    </>
  );
}

/** The payments remote, arriving (or failing) when the test says. */
function remoteOnHold() {
  let arrive: () => void = () => {};
  let fail: () => void = () => {};
  __setRemoteModule(
    'payments/pay-now-menu',
    () =>
      new Promise((resolve, reject) => {
        arrive = () => resolve({ default: RemoteMenu });
        fail = () => reject(new Error('payments remote down'));
      }),
  );
  return { arrive: () => act(async () => arrive()), fail: () => act(async () => fail()) };
}

describe('Pay Now while the payments remote is on its way', () => {
  beforeEach(() => {
    focusedAtFirstEffect = undefined;
    __reset();
    forgetLoadedRemotes();
    // A page whose load event has not ended: the deferred remote waits for it (or a pointer,
    // a key, a focus), so only the press itself can start the load here.
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: () => [{ loadEventEnd: 0 }],
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(performance, 'getEntriesByType');
  });

  it('a press on the placeholder loads the menu at once and opens it once, staying on the page', async () => {
    const remote = remoteOnHold();
    renderWithProviders(<PayNowMenu />, { route: '/about-us' });
    const placeholder = screen.getByRole('link', { name: 'Pay Now' });
    expect(calls).toEqual([]);

    // A click without a pointer before it, as the early-input replay makes it.
    fireEvent.click(placeholder);
    expect(calls).toEqual(['payments/pay-now-menu']);
    expect(screen.getByTestId('location')).toHaveTextContent('/about-us');

    await remote.arrive();
    expect(await screen.findByRole('menuitem', { name: 'PayPal' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/about-us');
    // Opened once: a second toggle would have closed it again.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('menuitem', { name: 'PayPal' })).toBeInTheDocument();
  });

  it('goes to the contact page when the menu cannot be had', async () => {
    const remote = remoteOnHold();
    renderWithProviders(<PayNowMenu />, { route: '/about-us' });
    fireEvent.click(screen.getByRole('link', { name: 'Pay Now' }));
    await remote.fail();
    expect(await screen.findByTestId('location')).toHaveTextContent('/contact-us');
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/contact-us');
  });

  it('leaves a press with a modifier (a new tab) to the link', async () => {
    remoteOnHold();
    renderWithProviders(<PayNowMenu />, { route: '/about-us' });
    const placeholder = screen.getByRole('link', { name: 'Pay Now' });
    expect(placeholder).toHaveAttribute('data-early-click');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    placeholder.dispatchEvent(event);
    expect(calls).toEqual([]);
  });

  it('keeps focus for the keyboard: the placeholder focused gives it to the button that replaces it', async () => {
    const remote = remoteOnHold();
    renderWithProviders(<PayNowMenu />, { route: '/about-us' });
    // Focusing it is an interaction: the remote starts loading.
    act(() => screen.getByRole('link', { name: 'Pay Now' }).focus());
    expect(calls).toEqual(['payments/pay-now-menu']);
    await remote.arrive();
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toHaveFocus();
    // Already in the task that put the button there: no key pressed then is lost on the page.
    expect(focusedAtFirstEffect).toBe(true);
  });
});
