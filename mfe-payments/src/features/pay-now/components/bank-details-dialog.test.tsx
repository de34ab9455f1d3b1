import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoSiteConfig } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { PayNowMenu } from '../pay-now-menu';
import { COPY_CONFIRMATION_MS } from './bank-details-dialog';

const config = {
  ...demoSiteConfig,
  bank: {
    accountNumber: '123456789012',
    bankName: 'Test Bank',
    branchName: 'Main Branch',
    accountHolderName: 'Test Academy Pvt Ltd',
    ifscCode: 'TEST0001234',
    email: 'sales@test.example',
  },
};

const original = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');

/** Replaces the browser clipboard: `writeText` as given, or no clipboard at all. */
function mockClipboard(writeText?: jest.Mock) {
  Object.defineProperty(window.navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

afterEach(() => {
  if (original) Object.defineProperty(window.navigator, 'clipboard', original);
  else Reflect.deleteProperty(window.navigator, 'clipboard');
  window.getSelection()?.removeAllRanges();
  jest.useRealTimers();
});

async function openDialog(options: { fakeTimers?: boolean } = {}) {
  const rendered = renderWithProviders(
    <>
      <p>Page behind the dialog</p>
      <PayNowMenu />
    </>,
    { config },
  );
  let user = rendered.user;
  if (options.fakeTimers) {
    // Only the clock is faked: promises and React's microtasks run as in a browser.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  }
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  await user.click(screen.getByRole('menuitem', { name: 'Bank Transfer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bank Transfer Details' });
  return { ...rendered, user, dialog };
}

/** Lets the clipboard promise settle and React apply the result, without moving the clock. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 100; i += 1) await Promise.resolve();
  });

const copiedMessage = () => screen.queryByText('Details Copied!');

describe('BankDetailsDialog', () => {
  it('is a labelled modal dialog listing the bank details from the site configuration', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (const [label, value] of [
      ['Account Number', '123456789012'],
      ['Bank Name', 'Test Bank'],
      ['Branch Name', 'Main Branch'],
      ['Account Holder Name', 'Test Academy Pvt Ltd'],
      ['IFSC Code', 'TEST0001234'],
      ['EMAIL', 'sales@test.example'],
    ] as const) {
      const term = screen.getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
      expect(screen.getByRole('button', { name: `Copy ${label}` })).toBeInTheDocument();
    }
  });

  it('moves focus into the dialog and locks the page scroll while it is open', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const copyAll = screen.getByRole('button', { name: 'Copy All Details' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(copyAll).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape, gives focus back to Pay Now and unlocks the scroll', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it("keeps its keys from the host's containers, such as a mobile menu that closes on Escape", async () => {
    const hostKeys = jest.fn();
    const { user } = renderWithProviders(
      <div onKeyDown={(e) => hostKeys(e.key)}>
        <PayNowMenu />
      </div>,
      { config },
    );
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await user.click(screen.getByRole('menuitem', { name: 'Bank Transfer' }));
    await screen.findByRole('dialog', { name: 'Bank Transfer Details' });
    hostKeys.mockClear();

    await user.tab();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hostKeys).not.toHaveBeenCalled();
  });

  it('closes on a click on the backdrop, but not on a click inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByText('Account Number'));
    expect(dialog).toBeInTheDocument();

    await user.click(screen.getByTestId('bank-details-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveFocus();
  });

  it('closes with its Close button', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveFocus();
  });

  it("copies a readable block and shows 'Details Copied!' for exactly 2 seconds", async () => {
    const { user } = await openDialog({ fakeTimers: true });
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    // The clock is fake: Date.now() tells how much of it waiting for the message used.
    const clickedAt = Date.now();

    await user.click(screen.getByRole('button', { name: 'Copy All Details' }));

    await settle();
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
        'Details Copied!',
      ),
    );
    const used = Date.now() - clickedAt;

    expect(writeText).toHaveBeenCalledWith(
      [
        'Bank Transfer Details',
        'Account Number: 123456789012',
        'Bank Name: Test Bank',
        'Branch Name: Main Branch',
        'Account Holder Name: Test Academy Pvt Ltd',
        'IFSC Code: TEST0001234',
        'EMAIL: sales@test.example',
      ].join('\n'),
    );
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'Details Copied!',
    );
    expect(COPY_CONFIRMATION_MS).toBe(2000);

    act(() => jest.advanceTimersByTime(1999 - used));
    expect(copiedMessage()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(copiedMessage()).not.toBeInTheDocument();
  });

  it('restarts the 2 seconds when copied again', async () => {
    const { user } = await openDialog({ fakeTimers: true });
    mockClipboard(jest.fn().mockResolvedValue(undefined));
    const copyAll = screen.getByRole('button', { name: 'Copy All Details' });

    await user.click(copyAll);

    await settle();
    act(() => jest.advanceTimersByTime(1500));
    await user.click(copyAll);
    await settle();
    act(() => jest.advanceTimersByTime(1500));
    expect(copiedMessage()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(copiedMessage()).not.toBeInTheDocument();
  });

  it('selects the details for manual copying, without a false confirmation, when the clipboard rejects', async () => {
    const { user } = await openDialog();
    const writeText = jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    mockClipboard(writeText);

    await user.click(screen.getByRole('button', { name: 'Copy All Details' }));

    await settle();

    expect(writeText).toHaveBeenCalled();
    expect(copiedMessage()).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'press Ctrl+C',
    );
    const selected = window.getSelection()?.toString() ?? '';
    expect(selected).toContain('123456789012');
    expect(selected).toContain('TEST0001234');
    expect(selected).toContain('sales@test.example');
  });

  it('selects the details for manual copying when there is no clipboard at all', async () => {
    const { user } = await openDialog();
    mockClipboard(undefined);

    await user.click(screen.getByRole('button', { name: 'Copy All Details' }));

    await settle();

    expect(copiedMessage()).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'press Ctrl+C',
    );
    expect(window.getSelection()?.toString()).toContain('Test Academy Pvt Ltd');
  });

  it('copies a single detail with its own button and confirms which one for 2 seconds', async () => {
    const { user } = await openDialog({ fakeTimers: true });
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);

    await user.click(screen.getByRole('button', { name: 'Copy IFSC Code' }));

    const status = within(screen.getByRole('dialog')).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('IFSC Code copied'));
    expect(writeText).toHaveBeenCalledWith('TEST0001234');
    expect(copiedMessage()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COPY_CONFIRMATION_MS));
    expect(status).toBeEmptyDOMElement();
  });

  it('selects just that detail when copying a single one is refused', async () => {
    const { user } = await openDialog();
    mockClipboard(jest.fn().mockRejectedValue(new Error('denied')));

    await user.click(screen.getByRole('button', { name: 'Copy Account Number' }));

    await settle();

    expect(window.getSelection()?.toString()).toBe('123456789012');
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'press Ctrl+C',
    );
  });
});
