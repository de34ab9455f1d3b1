import { act, screen, within } from '@testing-library/react';
import { demoSiteConfig } from 'shared';
import { mockApi, renderWithProviders } from 'shared/testing';
import CatalogRoutes from '../../../exposed/routes';

// A course page asks for its offers once it is idle (the buy section has its own tests): no
// request leaves the process.
let api: ReturnType<typeof mockApi> | undefined;
beforeEach(() => {
  api = mockApi(() => ({
    status: 200,
    body: { success: true, data: { voucher: null, batches: [] } },
  }));
});
afterEach(() => api?.restore());

/**
 * Renders the catalog at `route`, awaiting React's work: a page suspends on its data (`use`)
 * and, in tests, React only resumes it inside an awaited `act`.
 */
async function renderRoute(
  options: Parameters<typeof renderWithProviders>[1],
): Promise<ReturnType<typeof renderWithProviders>> {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(<CatalogRoutes />, options);
  });
  if (!result) throw new Error('nothing rendered');
  return result;
}

function jsonLd(container: HTMLElement): Record<string, unknown> {
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script?.textContent ?? '') as Record<string, unknown>;
}

describe('course page', () => {
  it('shows the course with its exam code, breadcrumb, CTA and document title', async () => {
    const { container } = await renderRoute({
      route: '/comptia/specialist/security-plus',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'CompTIA Security+' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('SY0-701').length).toBeGreaterThan(0);
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
    const { user } = await renderRoute({ route: '/comptia/expert/casp-plus' });
    const answer = await screen.findByText(/new name CompTIA gave CASP\+/);
    expect(answer).not.toBeVisible();
    await user.click(screen.getByText('Is SecurityX the same as CASP+?'));
    expect(answer).toBeVisible();
  });

  it('renders a PECB course with no exam code and the brand from the site config', async () => {
    const { container } = await renderRoute({
      route: '/pecb/privacy/gdpr',
      config: { ...demoSiteConfig, brandName: 'Test Brand' },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Certified Data Protection Officer (GDPR)',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Exam code')).not.toBeInTheDocument();
    const data = jsonLd(container);
    expect(data.provider).toEqual({ '@type': 'Organization', name: 'Test Brand' });
    expect(data).not.toHaveProperty('courseCode');
  });

  it('reads in Arabic at its Arabic address: interface, title, counts and its own URL', async () => {
    const { container } = await renderRoute({ route: '/ar/comptia/specialist/security-plus' });
    expect(await screen.findByRole('heading', { name: 'لمن هذه الدورة' })).toBeInTheDocument();
    // A left-to-right mark keeps the name's "+" at its end in the right-to-left title.
    expect(document.title).toBe(`تدريب CompTIA Security+\u200e | ${demoSiteConfig.brandName}`);
    // The course content is Arabic too; the certification's name and exam code stay as written.
    const audience = screen.getByRole('region', { name: 'لمن هذه الدورة' });
    expect(within(audience).getAllByRole('listitem')[0]?.textContent).toMatch(/[\u0600-\u06ff]/);
    expect(screen.getAllByText('SY0-701').length).toBeGreaterThan(0);
    expect(container.querySelector('main [lang="en"]')).toBeNull();
    const data = jsonLd(container);
    expect(data.url).toBe(`${window.location.origin}/ar/comptia/specialist/security-plus`);
    expect(data.inLanguage).toBe('ar');
    expect(data.description).toMatch(/[\u0600-\u06ff]/);
    // Links stay in Arabic.
    expect(screen.getAllByRole('link', { name: 'CompTIA CySA+' })[0]).toHaveAttribute(
      'href',
      '/ar/comptia/professional/cysa-plus',
    );
  });

  it("lists related courses of the other vendor in their order, from that vendor's data", async () => {
    await renderRoute({ route: '/pecb/cybersecurity/cloud-security' });
    const related = await screen.findByRole('region', { name: 'Related courses' });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['CompTIA Cloud+', '/comptia/professional/cloud-plus'],
      ['ISO/IEC 27001 Lead Implementer', '/pecb/information-security/iso-27001'],
    ]);
    expect(within(related).getByText('Professional', { selector: 'span' })).toBeInTheDocument();
  });

  it.each([
    '/comptia/specialist/no-such-course',
    '/comptia/wizard',
    '/comptia/expert/security-plus',
    '/pecb/privacy/iso-27001',
    '/pecb/no-such-category',
    '/pecb/constructor',
  ])('shows the not-found page for %s', async (route) => {
    const { container } = await renderRoute({ route });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

describe('overview pages', () => {
  it('lists every level on /comptia with badges', async () => {
    await renderRoute({ route: '/comptia' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'CompTIA certification courses' }),
    ).toBeInTheDocument();
    for (const level of ['Specialist', 'Professional', 'Expert']) {
      expect(screen.getByRole('link', { name: level })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'CompTIA Security+' })).toHaveAttribute(
      'href',
      '/comptia/specialist/security-plus',
    );
  });

  it('gives digital transformation its own content', async () => {
    await renderRoute({ route: '/pecb/digital-transformation' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PECB Digital Transformation' }),
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
  ])('renders %s', async (route, heading) => {
    await renderRoute({ route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('searchbox', { name: 'Search courses' })).toBeInTheDocument();
  });
});
