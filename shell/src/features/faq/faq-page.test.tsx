import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { FaqPage } from './faq-page';

describe('the FAQ accordion', () => {
  it('shows and hides an answer from its button', async () => {
    const { user } = renderWithProviders(<FaqPage />);
    const question = screen.getByRole('button', { name: /Do you offer internships\?/ });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /Do you offer internships\?/ })).toHaveTextContent(
      /three- and six-month internships/,
    );
    expect(panel).toBeVisible();

    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('opens each question on its own', async () => {
    const { user } = renderWithProviders(<FaqPage />);
    await user.click(screen.getByRole('button', { name: /How do I pay for a course\?/ }));
    expect(screen.getByRole('button', { name: /What is your refund policy\?/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});
