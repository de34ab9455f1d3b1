import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Field, useI18n, usePlural, useTranslation } from 'shared';
import { CourseCards } from '../../../components/course-cards';
import type { CourseFilter, CourseSearchProps } from '../../../components/course-search-slot';
import { useGroupTitle } from '../../../lib/course-data/course-links';
import { readComptia, readPecb } from '../../../lib/course-data/load-courses';
import type { CourseGroup, CourseSummary } from '../../../lib/course-data/types';
import { searchMessages } from '../i18n/messages';
import { searchCourses } from '../lib/search-courses';

const Controls = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

const Hint = styled.p`
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Only groups that actually hold courses are offered; an empty filter would be a dead end. */
function groupOptions(info: Record<string, CourseGroup>, courses: CourseSummary[]) {
  return Object.entries(info).filter(([slug]) => courses.some((c) => c.group === slug));
}

/** Client-side search and filter across every course the catalog holds. */
export function CourseSearch({
  initialFilter = 'all',
  showAllWhenIdle = false,
}: CourseSearchProps) {
  const t = useTranslation(searchMessages);
  const plural = usePlural(t);
  const id = useId();
  // Both vendors' data chunks: the search spans every course (README 'Chunks').
  const { lang } = useI18n();
  const groupTitle = useGroupTitle();
  const { comptiaCourses, comptiaLevelInfo } = readComptia(lang);
  const { pecbCourses, pecbCategoryInfo } = readPecb(lang);
  const allCourses = useMemo(
    () => [...comptiaCourses, ...pecbCourses],
    [comptiaCourses, pecbCourses],
  );
  const vendors = [
    { vendor: 'CompTIA' as const, options: groupOptions(comptiaLevelInfo, comptiaCourses) },
    { vendor: 'PECB' as const, options: groupOptions(pecbCategoryInfo, pecbCourses) },
  ];
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<CourseFilter>(initialFilter);
  const queryInput = useRef<HTMLInputElement>(null);
  const filterSelect = useRef<HTMLSelectElement>(null);
  // On a prerendered page someone may type or choose before the page is hydrated: the browser
  // keeps what they did in the fields, and the search takes it over instead of losing it.
  useEffect(() => {
    const typed = queryInput.current?.value;
    if (typed) setQuery(typed);
    const chosen = filterSelect.current?.value;
    if (chosen && chosen !== initialFilter) setFilter(chosen as CourseFilter);
    // Only what was there when the page became interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const results = useMemo(
    () => searchCourses(allCourses, query, filter),
    [allCourses, query, filter],
  );
  const active = showAllWhenIdle || query.trim() !== '' || filter !== initialFilter;

  const countText = plural('resultCount', results.length);

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('searchHeading')}</h2>
      <Controls role="search">
        <Field>
          <label htmlFor={`${id}-query`}>{t('searchLabel')}</label>
          <input
            id={`${id}-query`}
            ref={queryInput}
            type="search"
            value={query}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-filter`}>{t('filterLabel')}</label>
          <select
            ref={filterSelect}
            id={`${id}-filter`}
            value={filter}
            onChange={(event) => setFilter(event.target.value as CourseFilter)}
          >
            <option value="all">{t('filterAll')}</option>
            {vendors.map(({ vendor, options }) => (
              <optgroup key={vendor} label={vendor}>
                <option value={vendor}>{t('filterAllVendor', { vendor })}</option>
                {options.map(([slug]) => (
                  <option key={slug} value={`${vendor}:${slug}`}>
                    {vendor} {groupTitle({ vendor, group: slug })}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
      </Controls>
      <Hint id={`${id}-hint`}>{t('searchHint')}</Hint>
      {/* The live region stays mounted so screen readers hear each new count. */}
      <p role="status" aria-label={t('resultsLabel')}>
        {active ? (results.length > 0 ? countText : t('noResults')) : ''}
      </p>
      {active && results.length > 0 ? (
        <CourseCards courses={results} label={t('searchLabel')} />
      ) : null}
    </section>
  );
}
