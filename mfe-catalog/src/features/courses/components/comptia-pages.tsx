import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { use } from 'react';
import {
  comptiaLevels,
  Heading,
  Lead,
  NotFound,
  PageContainer,
  paths,
  usePageMeta,
  useTranslation,
  type ComptiaLevel,
} from 'shared';
import { loadComptia } from '../data/load-courses';
import { catalogMessages } from '../i18n/messages';
import { Breadcrumb } from './breadcrumb';
import { CourseCards } from './course-cards';
import { CourseSearch } from './lazy-search';

// The CompTIA overview, level and partner pages: one chunk; the CompTIA data and the search
// have their own (README 'Chunks').

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

export function ComptiaOverview() {
  usePageMeta(
    'CompTIA certification courses',
    'CompTIA A+, Network+, Security+, CySA+, PenTest+, Cloud+ and SecurityX training in New Delhi and online, from Specialist to Expert level.',
  );
  const { comptiaCourses, comptiaLevelInfo } = use(loadComptia());
  return (
    <PageContainer>
      <Heading>CompTIA certification courses</Heading>
      <Lead>Vendor-neutral certifications from your first IT role to expert security work.</Lead>
      <CourseSearch initialFilter="CompTIA" />
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

export function ComptiaLevelPage() {
  const t = useTranslation(catalogMessages);
  const { level = '' } = useParams();
  const { comptiaCourses, comptiaLevelInfo } = use(loadComptia());
  const info = Object.hasOwn(comptiaLevelInfo, level)
    ? comptiaLevelInfo[level as ComptiaLevel]
    : undefined;
  usePageMeta(
    info ? `CompTIA ${info.title} courses` : 'Page not found',
    info ? `CompTIA ${info.title} level training: ${info.summary}` : undefined,
  );
  if (!info) return <NotFound />;
  return (
    <PageContainer>
      <Breadcrumb
        crumbs={[
          { label: t('home'), to: paths.home },
          { label: 'CompTIA', to: paths.comptia },
          { label: info.title },
        ]}
      />
      <Heading>CompTIA {info.title} courses</Heading>
      <Lead>{info.summary}</Lead>
      <CourseCards courses={comptiaCourses.filter((c) => c.group === level)} />
      <CourseSearch initialFilter={`CompTIA:${level}`} />
    </PageContainer>
  );
}

/** /CompTIA-single-page: why train for CompTIA with us, with every exam on one page. */
export function ComptiaPartnerPage() {
  usePageMeta(
    'CompTIA training and exam vouchers',
    'CompTIA training and exam vouchers in New Delhi and online: every current exam code, format and pathway on one page.',
  );
  const { comptiaCourses, comptiaLevelInfo } = use(loadComptia());
  const withExams = comptiaCourses.filter((c) => c.examCodes);
  return (
    <PageContainer>
      <Heading>CompTIA training and exam vouchers</Heading>
      <Lead>Instructor-led CompTIA training with exam vouchers, in New Delhi and online.</Lead>
      <h2>Why train for CompTIA with us</h2>
      <ul>
        <li>Trainers who prepare you for the current exam objectives, not last year&apos;s.</li>
        <li>Live classes online or at our New Delhi centre, with labs and practice tests.</li>
        <li>Exam vouchers supplied with the training or on their own.</li>
        <li>A path that grows with you, from A+ to SecurityX and the stackable certifications.</li>
      </ul>
      <h2>Current CompTIA exams</h2>
      <Table>
        <caption className="visually-hidden">CompTIA certifications and their exam codes</caption>
        <thead>
          <tr>
            <th scope="col">Certification</th>
            <th scope="col">Level</th>
            <th scope="col">Exam code</th>
            <th scope="col">Training</th>
          </tr>
        </thead>
        <tbody>
          {withExams.map((course) => (
            <tr key={course.slug}>
              <th scope="row">
                <Link to={paths.comptiaCourse(course.group, course.slug)}>{course.title}</Link>
              </th>
              <td>{comptiaLevelInfo[course.group as ComptiaLevel].title}</td>
              <td>{course.examCodes?.join(', ')}</td>
              <td>{course.durationHours} hours</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2>Stackable certifications</h2>
      <CourseCards courses={comptiaCourses.filter((c) => !c.examCodes)} />
      <CourseSearch initialFilter="CompTIA" />
    </PageContainer>
  );
}
