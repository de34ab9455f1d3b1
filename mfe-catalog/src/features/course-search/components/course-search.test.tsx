import { act, screen, within } from '@testing-library/react';
import { Suspense, type ComponentProps } from 'react';
import { renderWithProviders } from 'shared/testing';
import { CourseSearch } from './course-search';

/**
 * The search reads both vendors' data chunks, so it suspends until they are loaded, as on the
 * pages; an awaited `act` lets React finish that render.
 */
async function renderSearch(
  props: ComponentProps<typeof CourseSearch> = {},
  options?: Parameters<typeof renderWithProviders>[1],
) {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(
      <Suspense fallback={null}>
        <CourseSearch {...props} />
      </Suspense>,
      options,
    );
  });
  expect(await screen.findByRole('search')).toBeInTheDocument();
  if (!result) throw new Error('not rendered');
  return result;
}

describe('CourseSearch', () => {
  it('filters by what is typed and announces the count', async () => {
    const { user } = await renderSearch();
    const status = screen.getByRole('status', { name: 'Search results' });
    expect(status).toHaveTextContent('');
    expect(screen.queryByRole('list', { name: 'Search courses' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'cs0-003');
    expect(status).toHaveTextContent('1 course found');
    const results = screen.getByRole('list', { name: 'Search courses' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    expect(within(results).getByRole('link', { name: 'CompTIA CySA+' })).toHaveAttribute(
      'href',
      '/comptia/professional/cysa-plus',
    );

    await user.clear(screen.getByRole('searchbox', { name: 'Search courses' }));
    await user.click(screen.getByRole('searchbox', { name: 'Search courses' }));
    await user.paste('security');
    const count = within(screen.getByRole('list', { name: 'Search courses' })).getAllByRole(
      'listitem',
    ).length;
    expect(count).toBeGreaterThan(5);
    expect(status).toHaveTextContent(`${count} courses found`);
  });

  it('narrows by vendor and level', async () => {
    const { user } = await renderSearch();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Vendor and level' }),
      'CompTIA Expert',
    );
    expect(screen.getByRole('status', { name: 'Search results' })).toHaveTextContent(
      '2 courses found',
    );
    const results = screen.getByRole('list', { name: 'Search courses' });
    expect(
      within(results).getByRole('link', { name: 'CompTIA SecurityX (formerly CASP+)' }),
    ).toBeInTheDocument();
    // Each card carries its level badge.
    expect(within(results).getAllByText('Expert', { selector: 'span' })).toHaveLength(2);
  });

  it('says so when nothing matches', async () => {
    const { user } = await renderSearch({ showAllWhenIdle: true });
    expect(screen.getByRole('status', { name: 'Search results' })).toHaveTextContent(
      '56 courses found',
    );
    await user.click(screen.getByRole('searchbox', { name: 'Search courses' }));
    await user.paste('underwater basket weaving');
    expect(screen.getByRole('status', { name: 'Search results' })).toHaveTextContent(
      'No courses match your search',
    );
    expect(screen.queryByRole('list', { name: 'Search courses' })).not.toBeInTheDocument();
  });

  it('shows its labels in the chosen language', async () => {
    await renderSearch({}, { lang: 'fr' });
    expect(
      await screen.findByRole('searchbox', { name: 'Rechercher des formations' }),
    ).toBeInTheDocument();
  });
});
