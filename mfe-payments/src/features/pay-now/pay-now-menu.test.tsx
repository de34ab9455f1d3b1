import { act, screen, waitFor, within } from '@testing-library/react';
import { demoSiteConfig } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { PayNowMenu } from './pay-now-menu';

const config = {
  ...demoSiteConfig,
  payments: {
    paypalUrl: 'https://paypal.example/pay/ABC',
    cardPaymentUrl: 'https://stripe.example/pay/XYZ',
  },
};

function renderMenu(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <>
      <button type="button">Elsewhere</button>
      <nav aria-label="Main">
        <PayNowMenu />
      </nav>
    </>,
    { config, ...options },
  );
}

const payNow = () => screen.getByRole('button', { name: 'Pay Now' });

// jsdom cannot open new tabs; stop the links' default action but keep React's handlers running.
function blockNavigation() {
  const block = (e: Event) => e.preventDefault();
  document.addEventListener('click', block);
  return () => document.removeEventListener('click', block);
}

describe('PayNowMenu', () => {
  it('is a collapsed menu button until it is clicked, then lists the three options', async () => {
    const { user } = renderMenu();
    expect(payNow()).toHaveAttribute('aria-haspopup', 'menu');
    expect(payNow()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(payNow());

    expect(payNow()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Pay Now' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'PayPal (opens in a new tab)',
      'Credit / Debit Card (Stripe) (opens in a new tab)',
      'Bank Transfer',
    ]);
  });

  it('links PayPal and the card page from the site configuration, in a new tab', async () => {
    const { user } = renderMenu();
    await user.click(payNow());

    const paypal = screen.getByRole('menuitem', { name: /PayPal/ });
    expect(paypal).toHaveAttribute('href', 'https://paypal.example/pay/ABC');
    expect(paypal).toHaveAttribute('target', '_blank');
    expect(paypal).toHaveAttribute('rel', 'noopener noreferrer');
    const card = screen.getByRole('menuitem', { name: /Credit \/ Debit Card \(Stripe\)/ });
    expect(card).toHaveAttribute('href', 'https://stripe.example/pay/XYZ');
    expect(card).toHaveAttribute('target', '_blank');
    expect(card).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('moves focus between the items with the arrow keys, Home and End', async () => {
    const { user } = renderMenu();
    payNow().focus();
    await user.keyboard('{Enter}');

    const [paypal, card, bank] = screen.getAllByRole('menuitem');
    expect(paypal).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(card).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(bank).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(paypal).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(bank).toHaveFocus();
    await user.keyboard('{Home}');
    expect(paypal).toHaveFocus();
    await user.keyboard('{End}');
    expect(bank).toHaveFocus();
  });

  it('opens on ArrowUp with the last item focused, and on Space with the first', async () => {
    const { user } = renderMenu();
    payNow().focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Bank Transfer' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(screen.getByRole('menuitem', { name: /PayPal/ })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = renderMenu();
    payNow().focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(payNow()).toHaveAttribute('aria-expanded', 'false');
    expect(payNow()).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    const { user } = renderMenu();
    await user.click(payNow());
    expect(screen.getByRole('menu')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(payNow()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a second click on the button', async () => {
    const { user } = renderMenu();
    await user.click(payNow());
    await user.click(payNow());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when an external option is chosen, by click or by Enter', async () => {
    const unblock = blockNavigation();
    try {
      const { user } = renderMenu();
      await user.click(payNow());
      await user.click(screen.getByRole('menuitem', { name: /PayPal/ }));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(payNow()).toHaveFocus();

      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: /Stripe/ })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    } finally {
      unblock();
    }
  });

  it('activates a link item with Space', async () => {
    const unblock = blockNavigation();
    const clicked = jest.fn();
    document.addEventListener('click', clicked);
    try {
      const { user } = renderMenu();
      payNow().focus();
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      expect(clicked).toHaveBeenCalledTimes(1);
      expect(clicked.mock.calls[0]?.[0]).toHaveProperty('target', expect.any(HTMLAnchorElement));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    } finally {
      document.removeEventListener('click', clicked);
      unblock();
    }
  });

  it('closes when Bank Transfer opens the bank details dialog', async () => {
    const { user } = renderMenu();
    await user.click(payNow());
    await user.click(screen.getByRole('menuitem', { name: 'Bank Transfer' }));

    expect(await screen.findByRole('dialog', { name: 'Bank Transfer Details' })).toBeVisible();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(payNow()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is translated when another language is chosen', async () => {
    renderMenu({ lang: 'fr' });
    expect(await screen.findByRole('button', { name: 'Payer maintenant' })).toBeInTheDocument();
  });

  it('closes the menu when Tab leaves it', async () => {
    const { user } = renderMenu();
    payNow().focus();
    await user.keyboard('{ArrowDown}');
    await act(async () => {
      await user.tab();
    });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
