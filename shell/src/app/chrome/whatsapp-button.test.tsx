import { screen, within } from '@testing-library/react';
import { demoSiteConfig } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { whatsappLink, WhatsAppButton } from './whatsapp-button';

describe('the WhatsApp button', () => {
  const config = {
    ...demoSiteConfig,
    contact: {
      ...demoSiteConfig.contact,
      whatsappIndia: '+91 98765 43210',
      whatsappInternational: '+1 (555) 0100',
    },
  };

  it('turns a configured number into a chat link', () => {
    expect(whatsappLink('+91 98765-43210')).toBe('https://wa.me/919876543210');
  });

  it('offers India and Outside India, each with its own number, in a new tab', async () => {
    const { user } = renderWithProviders(<WhatsAppButton />, { config });
    const button = screen.getByRole('button', { name: /WhatsApp/ });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Select your region' });
    const india = within(dialog).getByRole('link', { name: /^India/ });
    const abroad = within(dialog).getByRole('link', { name: /^Outside India/ });
    expect(india).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(abroad).toHaveAttribute('href', 'https://wa.me/15550100');
    for (const link of [india, abroad]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(india).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a backdrop click and on Escape, but not on a click inside', async () => {
    const { user } = renderWithProviders(<WhatsAppButton />, { config });
    await user.click(screen.getByRole('button', { name: /WhatsApp/ }));
    await user.click(await screen.findByRole('heading', { name: 'Select your region' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('whatsapp-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /WhatsApp/ }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Hindi when Hindi is chosen, keeping the WhatsApp name', async () => {
    const { user } = renderWithProviders(<WhatsAppButton />, { config, lang: 'hi' });
    await user.click(await screen.findByRole('button', { name: 'WhatsApp पर हमसे बात करें' }));
    expect(await screen.findByRole('dialog', { name: 'अपना क्षेत्र चुनें' })).toBeInTheDocument();
  });
});
