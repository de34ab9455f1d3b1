import { screen } from '@testing-library/react';
import type { Lang } from 'shared';
import { mockApi, renderWithProviders } from 'shared/testing';
import ar from './i18n/ar';
import fr from './i18n/fr';
import { InternalExamsPage } from './internal-exams-page';
import { internalExamsEn } from './i18n/en';
import { internalExamsMessages } from './messages';

function fill(text: string, vars: Record<string, string | number>) {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));
}

const assessments = [
  {
    slug: 'lead-and-sales',
    name: 'Lead and Sales Assessment',
    description: 'Internal assessment of lead handling.',
    levels: [
      { level: 'easy', questionCount: 5, durationMinutes: 30 },
      { level: 'advanced', questionCount: 10, durationMinutes: 45 },
    ],
    passPercent: 70,
    issuesCertificate: true,
  },
];

describe('the internal exams page', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => api?.restore());

  it('lists the assessments from the API with levels, durations and pass marks', async () => {
    api = mockApi((req) =>
      req.url?.endsWith('/assessments')
        ? { status: 200, body: { success: true, data: assessments } }
        : { status: 404, body: { success: false, message: 'Not found' } },
    );
    const { user } = renderWithProviders(<InternalExamsPage />, { route: '/internal-exams' });
    expect(
      await screen.findByRole('heading', { name: 'Lead and Sales Assessment' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Pass mark: 70%/)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '45 minutes' })).toBeInTheDocument();
    const start = screen.getByRole('link', { name: 'Start Lead and Sales Assessment, advanced' });
    expect(start).toHaveAttribute('href', '/test?assessment=lead-and-sales&level=advanced');
    await user.click(start);
    expect(screen.getByTestId('location')).toHaveTextContent('/test');
  });

  it("shows staff's Hindi texts as Hindi and an untranslated one marked as English", async () => {
    api = mockApi(() => ({
      status: 200,
      body: {
        success: true,
        data: [
          {
            ...assessments[0],
            slug: 'a-plus-practice',
            name: 'CompTIA A+ प्रैक्टिस टेस्ट',
            description: 'A timed practice run for the CompTIA A+ course.',
            textLang: { name: 'hi', description: 'en' },
          },
        ],
      },
    }));
    renderWithProviders(<InternalExamsPage />, { route: '/internal-exams', lang: 'hi' });
    const name = await screen.findByRole('heading', { name: 'CompTIA A+ प्रैक्टिस टेस्ट' });
    expect(name).toHaveAttribute('lang', 'hi');
    const english = screen.getByText('A timed practice run for the CompTIA A+ course.');
    expect(english).toHaveAttribute('lang', 'en');
    // Its own direction, so on an Arabic page its full stop stays at its end.
    expect(english).toHaveAttribute('dir', 'auto');
  });

  it('keeps a name such as CompTIA A+ whole inside an Arabic text', async () => {
    api = mockApi(() => ({
      status: 200,
      body: {
        success: true,
        data: [
          {
            ...assessments[0],
            name: 'اختبار تجريبي CompTIA A+',
            description:
              'اختبار تجريبي لدورة CompTIA Secure Infrastructure Specialist. لا يمنح شهادة.',
            textLang: { name: 'ar', description: 'ar' },
          },
        ],
      },
    }));
    renderWithProviders(<InternalExamsPage />, { route: '/internal-exams', lang: 'ar' });
    const name = await screen.findByRole('heading', { name: 'اختبار تجريبي CompTIA A+' });
    expect(name).toHaveAttribute('lang', 'ar');
    expect(name.querySelector('bdi')).toHaveTextContent(/^CompTIA A\+$/);
    // The sentence's full stop stays outside the name, where the Arabic text puts it.
    const description = screen.getByText(/لا يمنح شهادة/);
    expect(description.querySelector('bdi')).toHaveTextContent(
      /^CompTIA Secure Infrastructure Specialist$/,
    );
  });

  it('says so when the list cannot be loaded', async () => {
    api = mockApi(() => ({ status: 500, body: { success: false, message: 'Server down' } }));
    renderWithProviders(<InternalExamsPage />, { route: '/internal-exams' });
    expect(await screen.findByText(/could not load the assessments/i)).toBeInTheDocument();
  });

  it.each([
    ['fr', fr, '45 minutes', '70 %'],
    ['ar', ar, '45 دقيقة', '70‎%‎'],
  ] as const)(
    'is shown in %s, numbers and durations written its way',
    async (lang, texts, minutes, percent) => {
      api = mockApi(() => ({ status: 200, body: { success: true, data: assessments } }));
      renderWithProviders(<InternalExamsPage />, { route: '/internal-exams', lang: lang as Lang });
      expect(document.documentElement).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      expect(texts.title).not.toBe(internalExamsEn.title);
      // The assessment's own name and description come from the database, untranslated.
      expect(
        await screen.findByRole('heading', { name: 'Lead and Sales Assessment' }),
      ).toBeInTheDocument();
      expect(screen.getByText(texts.lead)).toBeVisible();
      expect(screen.getByRole('columnheader', { name: texts.duration })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: texts['level-advanced'] })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: minutes })).toBeInTheDocument();
      expect(
        screen.getByText(
          (_, el) =>
            el?.tagName === 'P' &&
            el.textContent?.replace(/\s/g, ' ') ===
              `${fill(texts.passMark, { percent })} · ${texts.certifying}`,
        ),
      ).toBeVisible();
      const start = screen.getByRole('link', {
        name: fill(texts.startLabel, {
          name: 'Lead and Sales Assessment',
          level: texts['level-advanced'],
        }),
      });
      expect(start).toHaveTextContent(texts.start);
      // The link stays in the page's language.
      expect(start).toHaveAttribute(
        'href',
        `/${lang}/test?assessment=lead-and-sales&level=advanced`,
      );
    },
  );

  it.each(['hi', 'nl', 'fr', 'pt', 'it', 'ar'] as const)(
    'has every text translated in %s, with the same placeholders',
    async (lang) => {
      const texts = (await internalExamsMessages.loaders[lang]!()).default;
      expect(Object.keys(texts).sort()).toEqual(Object.keys(internalExamsEn).sort());
      const slots = (text = '') => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [key, english] of Object.entries(internalExamsEn)) {
        const text = texts[key as keyof typeof internalExamsEn];
        expect({ key, empty: !text?.trim(), slots: slots(text) }).toEqual({
          key,
          empty: false,
          slots: slots(english),
        });
      }
    },
  );
});
