import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Dialog } from './dialog';

function Example({ initialFocus }: { initialFocus?: 'first' | 'dialog' }) {
  const [open, setOpen] = useState(false);
  const [closes, setCloses] = useState(0);
  const close = () => {
    setOpen(false);
    setCloses((n) => n + 1);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <output>{closes}</output>
      {open ? (
        <Dialog onClose={close} labelledBy="t" initialFocus={initialFocus} data-testid="dialog">
          <div>
            <h2 id="t">Choose</h2>
            <a href="#one">One</a>
            <button type="button">Two</button>
            <button type="button" onClick={close}>
              Cancel
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

async function openExample(initialFocus?: 'first' | 'dialog') {
  const rendered = renderWithProviders(<Example initialFocus={initialFocus} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Open' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Choose' }) };
}

const closes = () => Number(screen.getByRole('status').textContent);

describe('Dialog', () => {
  it('opens as a modal <dialog> with focus on its first control and the page scroll locked', async () => {
    const { dialog } = await openExample();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('can put focus on the dialog itself', async () => {
    const { dialog } = await openExample('dialog');
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape, gives focus back to the opener and unlocks the scroll', async () => {
    const { user } = await openExample();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(closes()).toBe(1);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on the native cancel event (the browser’s Escape)', async () => {
    const { dialog } = await openExample();
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(await screen.findByText('1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const { user, dialog } = await openExample();
    await user.click(screen.getByRole('heading', { name: 'Choose' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(closes()).toBe(1);
  });

  it('wraps Tab and Shift+Tab inside', async () => {
    const { user } = await openExample();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it("keeps its keys from the host's handlers", async () => {
    const hostKeys = jest.fn();
    const { user } = renderWithProviders(
      <div onKeyDown={(event) => hostKeys(event.key)}>
        <Example />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    hostKeys.mockClear();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hostKeys).not.toHaveBeenCalled();
  });
});
