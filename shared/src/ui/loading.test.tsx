import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { BooksPlaceholder, LoadingContent, ReviewsPlaceholder } from './loading';

describe('the loading displays', () => {
  it("announces 'Loading content...' with the animation and its spinner fallback", () => {
    renderWithProviders(<LoadingContent />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading content...');
    expect(document.querySelector('.loading-dots')).toBeInTheDocument();
    expect(document.querySelector('.loading-spinner')).toBeInTheDocument();
  });

  it('shows 12 book cards and 8 review cards', () => {
    const { unmount } = renderWithProviders(<BooksPlaceholder />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading books...');
    expect(document.querySelectorAll('[data-placeholder-card]')).toHaveLength(12);
    unmount();
    renderWithProviders(<ReviewsPlaceholder />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews...');
    expect(document.querySelectorAll('[data-placeholder-card]')).toHaveLength(8);
  });

  it('speaks the chosen language', async () => {
    renderWithProviders(<LoadingContent />, { lang: 'fr' });
    expect(await screen.findByText('Chargement du contenu...')).toBeInTheDocument();
  });
});
