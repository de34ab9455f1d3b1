import { screen, within } from '@testing-library/react';
import { demoSiteConfig } from 'shared';
import { renderWithProviders } from 'shared/testing';
import CatalogRoutes from '../../../exposed/routes';

function jsonLd(container: HTMLElement): Record<string, unknown> {
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script?.textContent ?? '') as Record<string, unknown>;
}

describe('course page', () => {
  it('shows the course with its exam code, breadcrumb, CTA and document title', async () => {
    const { container } = renderWithProviders(<CatalogRoutes />, {
      route: '/comptia/specialist/security-plus',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'CompTIA Security+' }),
    ).toBeInTheDocument();
    expect(screen.getByText('SY0-701')).toBeInTheDocument();
    expect(
      screen.getByText(/Maximum 90 questions, 90 minutes, passing score 750/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you will learn' })).toBeInTheDocument();
    expect(screen.getByText('Threats, Vulnerabilities, and Mitigations')).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'CompTIA' })).toHaveAttribute(
      'href',
      '/comptia',
    );
    expect(within(crumbs).getByRole('link', { name: 'Specialist' })).toHaveAttribute(
      'href',
      '/comptia/specialist',
    );
    expect(within(crumbs).getByText('CompTIA Security+')).toHaveAttribute('aria-current', 'page');

    expect(screen.getByRole('link', { name: /^Enquire/ })).toHaveAttribute(
      'href',
      `/contact-us?course=${encodeURIComponent('CompTIA Security+')}`,
    );
    expect(screen.getByText(/Pay Now menu/)).toBeInTheDocument();
    // Path and related links lead to other course pages.
    expect(screen.getAllByRole('link', { name: 'CompTIA CySA+' })[0]).toHaveAttribute(
      'href',
      '/comptia/professional/cysa-plus',
    );
    expect(document.title).toBe(`CompTIA Security+ training | ${demoSiteConfig.brandName}`);

    expect(jsonLd(container)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'CompTIA Security+',
      courseCode: 'SY0-701',
      provider: { '@type': 'Organization', name: demoSiteConfig.brandName },
      educationalCredentialAwarded: 'CompTIA Security+',
      hasCourseInstance: [
        expect.objectContaining({ '@type': 'CourseInstance', courseMode: 'Online' }),
        expect.objectContaining({ '@type': 'CourseInstance', courseMode: 'Onsite' }),
      ],
    });
  });

  it('opens an FAQ answer', async () => {
    const { user } = renderWithProviders(<CatalogRoutes />, { route: '/comptia/expert/casp-plus' });
    const answer = screen.getByText(/new name CompTIA gave CASP\+/);
    expect(answer).not.toBeVisible();
    await user.click(screen.getByText('Is SecurityX the same as CASP+?'));
    expect(answer).toBeVisible();
  });

  it('renders a PECB course with no exam code and the brand from the site config', () => {
    const { container } = renderWithProviders(<CatalogRoutes />, {
      route: '/pecb/privacy/gdpr',
      config: { ...demoSiteConfig, brandName: 'Test Brand' },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Certified Data Protection Officer (GDPR)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Exam code')).not.toBeInTheDocument();
    const data = jsonLd(container);
    expect(data.provider).toEqual({ '@type': 'Organization', name: 'Test Brand' });
    expect(data).not.toHaveProperty('courseCode');
  });

  it.each([
    '/comptia/specialist/no-such-course',
    '/comptia/wizard',
    '/comptia/expert/security-plus',
    '/pecb/privacy/iso-27001',
    '/pecb/no-such-category',
    '/pecb/constructor',
  ])('shows the not-found page for %s', (route) => {
    const { container } = renderWithProviders(<CatalogRoutes />, { route });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

describe('overview pages', () => {
  it('lists every level on /comptia with badges', () => {
    renderWithProviders(<CatalogRoutes />, { route: '/comptia' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'CompTIA certification courses' }),
    ).toBeInTheDocument();
    for (const level of ['Specialist', 'Professional', 'Expert']) {
      expect(screen.getByRole('link', { name: level })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'CompTIA Security+' })).toHaveAttribute(
      'href',
      '/comptia/specialist/security-plus',
    );
  });

  it('gives digital transformation its own content', () => {
    renderWithProviders(<CatalogRoutes />, { route: '/pecb/digital-transformation' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'PECB Digital Transformation' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/less about buying new technology/)).toBeInTheDocument();
  });

  it.each([
    ['/cer', 'Certifications'],
    ['/CompTIA-single-page', 'CompTIA training and exam vouchers'],
    ['/PECB', 'PECB certification courses'],
    ['/pecb', 'PECB certification courses'],
    ['/comptia/expert', 'CompTIA Expert courses'],
    ['/pecb/quality', 'PECB Quality'],
  ])('renders %s', (route, heading) => {
    renderWithProviders(<CatalogRoutes />, { route });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toBeInTheDocument();
  });
});
