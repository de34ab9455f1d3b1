// The Visitor texts tab as an admin uses it: the reviews and blog posts listed with the languages
// their texts lack, a review opened, its Hindi translation typed and saved (only that change
// sent), and the list then without Hindi; the tab read in Arabic, right to left.
import { screen, within } from '@testing-library/react';
import type { Recorded } from 'shared/testing';
import { renderWithProviders } from 'shared/testing';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { VisitorTextsPanel } from './visitor-texts-panel';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'admin-token' });

const REVIEW_TEXT = 'Clear and practical teaching, with labs for every topic.';
const HINDI_TEXT = 'साफ़ और व्यावहारिक पढ़ाई।';
const ALL = ['hi', 'nl', 'fr', 'pt', 'it', 'ar'];

/** The translations API for one review and one blog post; a PUT changes what it answers next. */
function serve() {
  const reviewTexts: Record<string, string> = { fr: 'Un enseignement clair et concret.' };
  const missingOfReview = () => ALL.filter((lang) => !reviewTexts[lang]);
  const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
  const reviewItem = () => ({
    id: 'review-1',
    english: { text: REVIEW_TEXT },
    texts: { text: { ...reviewTexts } },
    missing: missingOfReview(),
  });
  return fake.serve((req: Recorded) => {
    const url = req.url.replace(/^\/api/, '');
    if (req.method === 'GET' && url === '/translations/review')
      return ok([
        {
          id: 'review-1',
          label: 'Asha V.: Clear and practical teaching…',
          missing: missingOfReview(),
        },
      ]);
    if (req.method === 'GET' && url === '/translations/blog_post')
      return ok([{ id: 'post-1', label: 'Exam day', missing: [] }]);
    if (req.method === 'GET' && url === '/translations/review/review-1') return ok(reviewItem());
    if (req.method === 'PUT' && url === '/translations/review/review-1') {
      const sent = (req.data as { texts: { text: Record<string, string> } }).texts.text;
      Object.assign(reviewTexts, sent);
      return ok(reviewItem());
    }
    return undefined;
  });
}

it('lists the reviews and posts with the languages they lack, and translates a review into Hindi', async () => {
  const api = serve();
  const { user } = renderWithProviders(<VisitorTextsPanel />);
  const reviews = screen.getByRole('region', { name: 'Reviews' });
  const row = (await within(reviews).findByRole('cell', { name: /Asha V\./ })).closest('tr')!;
  expect(row).toHaveTextContent(
    'Translations missing: हिन्दी, Nederlands, Português, Italiano, العربية',
  );
  const posts = screen.getByRole('region', { name: 'Blog posts' });
  expect(await within(posts).findByRole('row', { name: /Exam day/ })).toHaveTextContent(
    'Translated into every language',
  );

  const open = within(row).getByRole('button', {
    name: 'Translate Asha V.: Clear and practical teaching…',
  });
  await user.click(open);
  const heading = screen.getByRole('heading', {
    name: 'Translations of Asha V.: Clear and practical teaching…',
  });
  expect(heading).toHaveFocus();
  expect(await screen.findByLabelText('Review text (English)')).toHaveValue(REVIEW_TEXT);
  const group = screen.getByRole('group', { name: /Translations of Review text/ });
  expect(within(group).getByText('5 translations missing')).toBeVisible();
  expect(within(group).getByLabelText(/Review text · Français/)).toHaveValue(
    'Un enseignement clair et concret.',
  );
  await user.click(within(group).getByText('हिन्दी', { selector: 'summary > span' }));
  const hindi = within(group).getByLabelText(/Review text · हिन्दी/);
  expect(hindi).toHaveAttribute('lang', 'hi');
  await user.type(hindi, HINDI_TEXT);
  expect(within(group).getByText('4 translations missing')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Save translations' }));
  expect(
    await screen.findByText(
      'The translations of Asha V.: Clear and practical teaching… were saved.',
    ),
  ).toBeVisible();
  const puts = api.requests.filter((r) => r.method === 'PUT');
  expect(puts).toHaveLength(1);
  expect(puts[0]?.url).toBe('/api/translations/review/review-1');
  expect(puts[0]?.data).toEqual({ texts: { text: { hi: HINDI_TEXT } } });
  // The editor closed, the focus is back on the button that opened it, and Hindi has left the list.
  expect(screen.queryByRole('heading', { name: /Translations of Asha/ })).not.toBeInTheDocument();
  expect(
    await within(row).findByText('Translations missing: Nederlands, Português, Italiano, العربية'),
  ).toBeVisible();
  expect(open).toHaveFocus();
});

it('says when a save changed nothing, and sends nothing', async () => {
  const api = serve();
  const { user } = renderWithProviders(<VisitorTextsPanel />);
  await user.click(await screen.findByRole('button', { name: /Translate Asha V\./ }));
  await screen.findByLabelText('Review text (English)');
  await user.click(screen.getByRole('button', { name: 'Save translations' }));
  expect(await screen.findByText('No translation was changed.')).toBeVisible();
  expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
});

it('reads in Arabic, right to left, the English texts kept left to right', async () => {
  serve();
  const { user } = renderWithProviders(<VisitorTextsPanel />, { lang: 'ar' });
  expect(await screen.findByRole('heading', { level: 2, name: 'نصوص الزوار' })).toBeVisible();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('region', { name: 'مقالات المدونة' })).toBeVisible();
  const reviews = screen.getByRole('region', { name: 'الآراء' });
  const row = (await within(reviews).findByRole('cell', { name: /Asha V\./ })).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: /^ترجمة Asha V\./ }));
  const english = await screen.findByLabelText('نص الرأي (بالإنجليزية)');
  expect(english).toHaveAttribute('dir', 'ltr');
  expect(english).toHaveAttribute('lang', 'en');
  const arabic = screen.getByLabelText(/نص الرأي · العربية/);
  expect(arabic).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('button', { name: 'حفظ الترجمات' })).toBeEnabled();
  expect(document.body.textContent).not.toMatch(/Save translations|Review text|Blog posts/);
});
