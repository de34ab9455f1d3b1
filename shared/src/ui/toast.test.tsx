import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { TOAST_DURATION_MS, useToast } from './toast';

function Saver() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast('Message sent', { tone: 'success' })}>
      Send
    </button>
  );
}

describe('toasts', () => {
  it('shows a toast in the polite live region and lets it go by itself', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<Saver />);
      // A user whose pauses run on the fake clock.
      const timed = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await timed.click(screen.getByRole('button', { name: 'Send' }));
      const message = screen.getByText('Message sent');
      expect(message.closest('[aria-live="polite"]')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
      expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('can be dismissed', async () => {
    const { user } = renderWithProviders(<Saver />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
  });
});
