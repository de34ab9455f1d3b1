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
  type ComptiaLevel,
  type PecbCategory,
} from 'shared';
import {
  comptiaCourses,
  comptiaLevelInfo,
  findCourse,
  pecbCategoryInfo,
  pecbCourses,
  type Course,
} from '../data';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1rem 0 2rem;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

function courseHref(course: Course) {
  return course.vendor === 'CompTIA'
    ? paths.comptiaCourse(course.group, course.slug)
    : paths.pecbCourse(course.group, course.slug);
}

function CourseCards({ courses }: { courses: Course[] }) {
  return (
    <Grid>
      {courses.map((course) => (
        <li key={`${course.group}/${course.slug}`}>
          <Card>
            <h3>
              <Link to={courseHref(course)}>{course.title}</Link>
            </h3>
            <p>{course.summary}</p>
          </Card>
        </li>
      ))}
    </Grid>
  );
}

export function ComptiaOverview() {
  usePageMeta('CompTIA certification courses', 'CompTIA courses from Specialist to Expert level.');
  return (
    <PageContainer>
      <Heading>CompTIA certification courses</Heading>
      <Lead>Vendor-neutral certifications from your first IT role to expert security work.</Lead>
      {comptiaLevels.map((level) => (
        <section key={level} aria-labelledby={`level-${level}`}>
          <h2 id={`level-${level}`}>
            <Link to={paths.comptiaLevel(level)}>{comptiaLevelInfo[level].title}</Link>
          </h2>
          <CourseCards courses={comptiaCourses.filter((c) => c.group === level)} />
        </section>
      ))}
    </PageContainer>
  );
}

export function ComptiaLevelPage() {
  const { level = '' } = useParams();
  const info = comptiaLevelInfo[level as ComptiaLevel];
  usePageMeta(info ? `CompTIA ${info.title} courses` : 'Page not found', info?.summary);
  if (!info) return <NotFound />;
  return (
    <PageContainer>
      <Heading>CompTIA {info.title} courses</Heading>
      <Lead>{info.summary}</Lead>
      <CourseCards courses={comptiaCourses.filter((c) => c.group === level)} />
    </PageContainer>
  );
}

export function PecbOverview() {
  usePageMeta('PECB certification courses', 'PECB ISO standard and cybersecurity courses.');
  return (
    <PageContainer>
      <Heading>PECB certification courses</Heading>
      <Lead>Management system, governance and cybersecurity certifications.</Lead>
      <Grid>
        {pecbCategories.map((category) => (
          <li key={category}>
            <Card>
              <h2>
                <Link to={paths.pecbCategory(category)}>{pecbCategoryInfo[category].title}</Link>
              </h2>
              <p>{pecbCategoryInfo[category].summary}</p>
            </Card>
          </li>
        ))}
      </Grid>
    </PageContainer>
  );
}

export function PecbCategoryPage() {
  const { category = '' } = useParams();
  const info = pecbCategoryInfo[category as PecbCategory];
  usePageMeta(info ? `PECB ${info.title}` : 'Page not found', info?.summary);
  if (!info) return <NotFound />;
  return (
    <PageContainer>
      <Heading>PECB {info.title}</Heading>
      <Lead>{info.summary}</Lead>
      <CourseCards courses={pecbCourses.filter((c) => c.group === category)} />
    </PageContainer>
  );
}

export function CoursePage({ vendor }: { vendor: Course['vendor'] }) {
  const params = useParams();
  const group = (vendor === 'CompTIA' ? params.level : params.category) ?? '';
  const course = findCourse(vendor, group, params.course ?? '');
  usePageMeta(course?.title ?? 'Page not found', course?.summary);
  if (!course) return <NotFound />;
  return (
    <PageContainer>
      <nav aria-label="Breadcrumb">
        <Link to={vendor === 'CompTIA' ? paths.comptia : paths.pecbOverview}>{vendor}</Link>
        {' / '}
        <Link to={vendor === 'CompTIA' ? paths.comptiaLevel(group) : paths.pecbCategory(group)}>
          {vendor === 'CompTIA'
            ? comptiaLevelInfo[group as ComptiaLevel].title
            : pecbCategoryInfo[group as PecbCategory].title}
        </Link>
      </nav>
      <Heading>{course.title}</Heading>
      <Lead>{course.summary}</Lead>
      {course.examCodes ? (
        <p>
          <strong>Exam code{course.examCodes.length > 1 ? 's' : ''}:</strong>{' '}
          {course.examCodes.join(', ')}
        </p>
      ) : null}
      <p>
        <Link to={`${paths.contact}?course=${encodeURIComponent(course.title)}`}>Enquire</Link>
      </p>
    </PageContainer>
  );
}

export function CertificationsOverview() {
  usePageMeta('Certifications', 'Every CompTIA and PECB certification course we teach.');
  return (
    <PageContainer>
      <Heading>Certifications</Heading>
      <Lead>Every certification course we teach, from CompTIA and PECB.</Lead>
      <h2>CompTIA</h2>
      <CourseCards courses={comptiaCourses} />
      <h2>PECB</h2>
      <CourseCards courses={pecbCourses} />
    </PageContainer>
  );
}

export function ComptiaPartnerPage() {
  usePageMeta('CompTIA training partner', 'Why train for CompTIA certifications with us.');
  return (
    <PageContainer>
      <Heading>CompTIA training and exam vouchers</Heading>
      <Lead>Instructor-led CompTIA training with exam vouchers, in New Delhi and online.</Lead>
      <CourseCards courses={comptiaCourses.filter((c) => c.examCodes)} />
    </PageContainer>
  );
}
