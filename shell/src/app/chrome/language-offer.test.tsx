import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { __reset, __setRemoteModule } from '../../testing/federation-runtime-double';
import { forgetLoadedRemotes } from '../../lib/remotes/federation';
import { App } from '../app';
import { languageToOffer, OFFER_ANSWERED_KEY } from './language-offer-choice';

describe('the offer of another language on the English home page', () => {
  beforeEach(() => {
    localStorage.clear();
    __reset();
    forgetLoadedRemotes();
    __setRemoteModule('payments/pay-now-menu', async () => ({ default: () => null }));
  });

  it('offers the language chosen last, else the browser’s first one the site has', () => {
    expect(languageToOffer(['en-GB', 'hi'])).toBeNull();
    expect(languageToOffer(['de-DE', 'fr-CA', 'hi'])).toBe('fr');
    expect(languageToOffer(['ar-AE'])).toBe('ar');
    localStorage.setItem('lang', 'pt');
    expect(languageToOffer(['fr-FR'])).toBe('pt');
    localStorage.setItem('lang', 'en');
    expect(languageToOffer(['fr-FR'])).toBeNull();
    localStorage.setItem('lang', 'pt');
    localStorage.setItem(OFFER_ANSWERED_KEY, '1');
    expect(languageToOffer(['fr-FR'])).toBeNull();
  });

  it('asks in that language, and switches to it only when accepted', async () => {
    localStorage.setItem('lang', 'hi');
    const { user, history } = renderWithProviders(<App />, { route: '/' });
    const accept = await screen.findByRole('button', { name: 'हिन्दी में देखें' });
    // An offer, not a redirect: the page is still the English one.
    expect(history.location.pathname).toBe('/');
    await user.click(accept);
    expect(history.location.pathname).toBe('/hi');
    expect(await screen.findByRole('heading', { name: 'कोर्स के क्षेत्र' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'हिन्दी में देखें' })).not.toBeInTheDocument();
  });

  it('is not made again once declined, and never on other pages', async () => {
    localStorage.setItem('lang', 'ar');
    const { user, unmount } = renderWithProviders(<App />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: 'لا، شكرًا' }));
    expect(screen.queryByRole('button', { name: 'اعرضها بالعربية' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<App />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Course areas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'اعرضها بالعربية' })).not.toBeInTheDocument();
    localStorage.removeItem(OFFER_ANSWERED_KEY);
    renderWithProviders(<App />, { route: '/about-us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'اعرضها بالعربية' })).not.toBeInTheDocument();
  });
});
