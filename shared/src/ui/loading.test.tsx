import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { LoadingContent } from './loading';

describe('the loading displays', () => {
  it("announces 'Loading content...' with the animation and its spinner fallback", () => {
    renderWithProviders(<LoadingContent />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading content...');
    expect(document.querySelector('.loading-dots')).toBeInTheDocument();
    expect(document.querySelector('.loading-spinner')).toBeInTheDocument();
  });

  it('speaks the chosen language', async () => {
    renderWithProviders(<LoadingContent />, { lang: 'fr' });
    expect(await screen.findByText('Chargement du contenu...')).toBeInTheDocument();
  });
});
