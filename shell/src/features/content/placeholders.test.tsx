import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { BooksPlaceholder, ReviewsPlaceholder } from './placeholders';

describe('the placeholder grids', () => {
  it('shows 12 book cards and 8 review cards, announced as loading', () => {
    const { unmount } = renderWithProviders(<BooksPlaceholder />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading books...');
    expect(document.querySelectorAll('[data-placeholder-card]')).toHaveLength(12);
    unmount();
    renderWithProviders(<ReviewsPlaceholder />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews...');
    expect(document.querySelectorAll('[data-placeholder-card]')).toHaveLength(8);
  });

  it('speaks the chosen language', async () => {
    renderWithProviders(<ReviewsPlaceholder />, { lang: 'fr' });
    expect(await screen.findByText('Chargement des avis...')).toBeInTheDocument();
  });
});
