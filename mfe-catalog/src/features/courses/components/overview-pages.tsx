import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  comptiaLevels,
  Heading,
  Lead,
  NotFound,
  PageContainer,
  paths,
  pecbCategories,
  usePageMeta,
  useTranslation,
  type ComptiaLevel,
  type PecbCategory,
} from 'shared';
import { comptiaCourses, comptiaLevelInfo, pecbCategoryInfo, pecbCourses } from '../data';
import { catalogMessages } from '../i18n/messages';
import { Breadcrumb } from './breadcrumb';
import { Badge, Badges, CardGrid, CourseCards } from './course-cards';
import { CourseSearch } from './course-search';

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

function countLabel(count: number) {
  return count === 1 ? '1 course' : `${count} courses`;
}

export function ComptiaOverview() {
  usePageMeta(
    'CompTIA certification courses',
    'CompTIA A+, Network+, Security+, CySA+, PenTest+, Cloud+ and SecurityX training in New Delhi and online, from Specialist to Expert level.',
  );
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

function PecbCategoryCards() {
  return (
    <CardGrid>
      {pecbCategories.map((category) => {
        const count = pecbCourses.filter((c) => c.group === category).length;
        return (
          <li key={category}>
            <Card>
              <Badges>
                <Badge $tone="vendor">PECB</Badge>
                <Badge $tone="group">
                  {count > 0 ? countLabel(count) : 'Programmes on request'}
                </Badge>
              </Badges>
              <h3>
                <Link to={paths.pecbCategory(category)}>{pecbCategoryInfo[category].title}</Link>
              </h3>
              <p>{pecbCategoryInfo[category].summary}</p>
            </Card>
          </li>
        );
      })}
    </CardGrid>
  );
}

/** /PECB (and /pecb): the PECB overview, every category with a search across PECB courses. */
export function PecbOverview() {
  usePageMeta(
    'PECB certification courses',
    'PECB ISO standard, governance, privacy, continuity and cybersecurity training in New Delhi and online.',
  );
  return (
    <PageContainer>
      <Heading>PECB certification courses</Heading>
      <Lead>
        Internationally recognised training on ISO management system standards, governance, privacy,
        resilience and cybersecurity.
      </Lead>
      <h2>Categories</h2>
      <PecbCategoryCards />
      <CourseSearch initialFilter="PECB" />
    </PageContainer>
  );
}

export function PecbCategoryPage() {
  const t = useTranslation(catalogMessages);
  const { category = '' } = useParams();
  const info = Object.hasOwn(pecbCategoryInfo, category)
    ? pecbCategoryInfo[category as PecbCategory]
    : undefined;
  usePageMeta(
    info ? `PECB ${info.title} courses` : 'Page not found',
    info ? `PECB ${info.title} training: ${info.summary}` : undefined,
  );
  if (!info) return <NotFound />;
  const courses = pecbCourses.filter((c) => c.group === category);
  return (
    <PageContainer>
      <Breadcrumb
        crumbs={[
          { label: t('home'), to: paths.home },
          { label: 'PECB', to: paths.pecbOverview },
          { label: info.title },
        ]}
      />
      <Heading>PECB {info.title}</Heading>
      <Lead>{info.summary}</Lead>
      {info.body?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {courses.length > 0 ? (
        <CourseCards courses={courses} />
      ) : (
        <p>
          <Link to={`${paths.contact}?course=${encodeURIComponent(`PECB ${info.title}`)}`}>
            {t('enquireAbout', { title: `PECB ${info.title}` })}
          </Link>
        </p>
      )}
      <CourseSearch initialFilter={courses.length > 0 ? `PECB:${category}` : 'PECB'} />
    </PageContainer>
  );
}

/** /cer: every certification course we teach, searchable, across both vendors. */
export function CertificationsOverview() {
  const t = useTranslation(catalogMessages);
  usePageMeta(
    'Certification courses',
    'Every CompTIA and PECB certification course we teach in New Delhi and online, in one searchable list.',
  );
  return (
    <PageContainer>
      <Heading>{t('certifications')}</Heading>
      <Lead>
        Every certification course we teach, from CompTIA and PECB, with exam vouchers and
        instructor-led training online or in New Delhi.
      </Lead>
      <CardGrid>
        <li>
          <Card>
            <h2>
              <Link to={paths.comptia}>CompTIA</Link>
            </h2>
            <p>
              {countLabel(comptiaCourses.length)} across Specialist, Professional and Expert levels.
            </p>
          </Card>
        </li>
        <li>
          <Card>
            <h2>
              <Link to={paths.pecbOverview}>PECB</Link>
            </h2>
            <p>
              {countLabel(pecbCourses.length)} in {pecbCategories.length} categories.
            </p>
          </Card>
        </li>
      </CardGrid>
      <CourseSearch showAllWhenIdle />
    </PageContainer>
  );
}

/** /CompTIA-single-page: why train for CompTIA with us, with every exam on one page. */
export function ComptiaPartnerPage() {
  usePageMeta(
    'CompTIA training and exam vouchers',
    'CompTIA training and exam vouchers in New Delhi and online: every current exam code, format and pathway on one page.',
  );
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
