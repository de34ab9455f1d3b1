import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';

import {
  comptiaLevels,
  Heading,
  Lead,
  NotFound,
  PageContainer,
  paths,
  type ComptiaLevel,
  useI18n,
  usePageMeta,
  usePlural,
  useTranslation,
} from 'shared';
import { Breadcrumb } from '../../../components/breadcrumb';
import { CourseCards } from '../../../components/course-cards';
import type { CourseSearchSlot } from '../../../components/course-search-slot';
import { readComptia } from '../../../lib/course-data/load-courses';
import { overviewMessages } from '../i18n/messages';

// The CompTIA overview, level and partner pages: one chunk; the CompTIA data and the search
// have their own (README 'Chunks'). The app layer hands each page the search (`Search`).

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  margin: 1rem 0 2rem;
  th,
  td {
    text-align: start;
    padding: 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export function ComptiaOverview({ Search }: { Search: CourseSearchSlot }) {
  const o = useTranslation(overviewMessages);
  usePageMeta(o('comptiaHeading'), o('comptiaMeta'));
  const { comptiaCourses, comptiaLevelInfo } = readComptia(useI18n().lang);
  return (
    <PageContainer>
      <Heading>{o('comptiaHeading')}</Heading>
      <Lead>{o('comptiaLead')}</Lead>
      <Search initialFilter="CompTIA" />
      {comptiaLevels.map((level) => (
        <section key={level} aria-labelledby={`level-${level}`}>
          <h2 id={`level-${level}`}>
            <Link to={paths.comptiaLevel(level)}>{comptiaLevelInfo[level].title}</Link>
          </h2>
          <p>{comptiaLevelInfo[level].summary}</p>
          <CourseCards courses={comptiaCourses.filter((c) => c.group === level)} />
        </section>
      ))}
    </PageContainer>
  );
}

export function ComptiaLevelPage({ Search }: { Search: CourseSearchSlot }) {
  const o = useTranslation(overviewMessages);
  const { level = '' } = useParams();
  const { comptiaCourses, comptiaLevelInfo } = readComptia(useI18n().lang);
  const info = Object.hasOwn(comptiaLevelInfo, level)
    ? comptiaLevelInfo[level as ComptiaLevel]
    : undefined;
  usePageMeta(
    info ? o('comptiaLevelTitle', { title: info.title }) : o('notFound'),
    info ? o('comptiaLevelMeta', { title: info.title, summary: info.summary }) : undefined,
  );
  if (!info) return <NotFound />;
  return (
    <PageContainer>
      <Breadcrumb crumbs={[{ label: 'CompTIA', to: paths.comptia }, { label: info.title }]} />
      <Heading>{o('comptiaLevelTitle', { title: info.title })}</Heading>
      <Lead>{info.summary}</Lead>
      <CourseCards courses={comptiaCourses.filter((c) => c.group === level)} />
      <Search initialFilter={`CompTIA:${level}`} />
    </PageContainer>
  );
}

/** /CompTIA-single-page: why train for CompTIA with us, with every exam on one page. */
export function ComptiaPartnerPage({ Search }: { Search: CourseSearchSlot }) {
  const o = useTranslation(overviewMessages);
  const plural = usePlural(o);
  usePageMeta(o('partnerHeading'), o('partnerMeta'));
  const { comptiaCourses, comptiaLevelInfo } = readComptia(useI18n().lang);
  const withExams = comptiaCourses.filter((c) => c.examCodes);
  return (
    <PageContainer>
      <Heading>{o('partnerHeading')}</Heading>
      <Lead>{o('partnerLead')}</Lead>
      <h2>{o('partnerWhy')}</h2>
      <ul>
        <li>{o('partnerWhyObjectives')}</li>
        <li>{o('partnerWhyLive')}</li>
        <li>{o('partnerWhyVouchers')}</li>
        <li>{o('partnerWhyPath')}</li>
      </ul>
      <h2>{o('partnerExams')}</h2>
      <Table>
        <caption className="visually-hidden">{o('partnerCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{o('colCertification')}</th>
            <th scope="col">{o('colLevel')}</th>
            <th scope="col">{o('examCode')}</th>
            <th scope="col">{o('colTraining')}</th>
          </tr>
        </thead>
        <tbody>
          {withExams.map((course) => (
            <tr key={course.slug}>
              <th scope="row">
                <Link to={paths.comptiaCourse(course.group, course.slug)}>
                  <bdi>{course.title}</bdi>
                </Link>
              </th>
              <td>{comptiaLevelInfo[course.group as ComptiaLevel].title}</td>
              <td>{course.examCodes?.join(', ')}</td>
              <td>{plural('durationValue', course.durationHours)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2>{o('stackable')}</h2>
      <CourseCards courses={comptiaCourses.filter((c) => !c.examCodes)} />
      <Search initialFilter="CompTIA" />
    </PageContainer>
  );
}
