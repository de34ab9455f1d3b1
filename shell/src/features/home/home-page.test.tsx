import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { HomePage } from './home-page';

describe('the home page', () => {
  it('reads in English at /', async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Course areas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse CompTIA courses' })).toHaveAttribute(
      'href',
      '/comptia',
    );
  });

  it('reads wholly in Hindi at /hi, its links staying in Hindi', async () => {
    renderWithProviders(<HomePage />, { route: '/hi' });
    expect(await screen.findByRole('heading', { name: 'कोर्स के क्षेत्र' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CompTIA कोर्स देखें' })).toHaveAttribute(
      'href',
      '/hi/comptia',
    );
    expect(screen.getByRole('heading', { name: 'हमारे साथ क्यों सीखें' })).toBeInTheDocument();
    expect(screen.queryByText('Course areas')).not.toBeInTheDocument();
    expect(screen.queryByText(/Ready to get certified/)).not.toBeInTheDocument();
  });

  it('reads in Arabic at /ar, right to left', async () => {
    renderWithProviders(<HomePage />, { route: '/ar' });
    expect(await screen.findByRole('heading', { name: 'مجالات الدورات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'أرسل لنا استفسارًا' })).toHaveAttribute(
      'href',
      '/ar/contact-us',
    );
  });
});
