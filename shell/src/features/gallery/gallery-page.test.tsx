import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { GalleryPage } from './gallery-page';

// Jest does not load image files; each illustration becomes its file name.
jest.mock('../../assets/gallery/gallery-art', () => ({
  galleryArt: new Proxy({}, { get: (_target, name) => `${String(name)}.svg` }),
  GALLERY_ART_SIZE: { width: 640, height: 480 },
}));

describe('the photo gallery', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('shows the title, the subtitle and every filter with its image count', () => {
    renderWithProviders(<GalleryPage />, { route: '/Gallery' });
    expect(screen.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeInTheDocument();
    expect(screen.getByText(/Explore our campus, training sessions and facilities/)).toBeVisible();
    for (const name of [
      'All (18)',
      'Campus (0)',
      'Team (5)',
      'Training (5)',
      'Courses (5)',
      'Events (3)',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'All (18)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Showing 18 images')).toBeInTheDocument();
    expect(document.querySelectorAll('img[loading="lazy"][width][height]')).toHaveLength(18);
  });

  it('filters by category and shows its name, count and sub-category tags', async () => {
    const { user } = renderWithProviders(<GalleryPage />);
    await user.click(screen.getByRole('button', { name: 'Team (5)' }));
    expect(screen.getByRole('button', { name: 'Team (5)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All (18)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByText('Showing 5 images')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Sub-categories' }));
    expect(tags.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Full team',
      'Developers',
      'Collaboration',
    ]);
    expect(screen.getAllByRole('img')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Events (3)' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 images')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sub-categories' })).toHaveTextContent('Diwali');
    expect(
      screen.getByRole('img', { name: 'Lighting diyas together on Diwali' }),
    ).toBeInTheDocument();
  });

  it('says so when a category has no images', async () => {
    const { user } = renderWithProviders(<GalleryPage />);
    await user.click(screen.getByRole('button', { name: 'Campus (0)' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Campus' })).toBeInTheDocument();
    expect(screen.getByText('No images found for this category')).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('opens an image full size, locks scrolling, and closes with the close button', async () => {
    const { user } = renderWithProviders(<GalleryPage />);
    const opener = screen.getByRole('button', { name: 'Tally Prime course: ledgers and vouchers' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Tally Prime course: ledgers and vouchers' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Tally')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'coursesTally1.svg');
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('closes the full-size view with Escape', async () => {
    const { user } = renderWithProviders(<GalleryPage />);
    await user.click(screen.getByRole('button', { name: 'Diwali decorations at the office' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Diwali');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
