import { Link, useHref, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Heading,
  Lead,
  NotFound,
  PageContainer,
  paths,
  usePageMeta,
  usePlural,
  useBrowserOrigin,
  useSiteConfig,
  useI18n,
  useTranslation,
} from 'shared';
import { Breadcrumb } from '../../../components/breadcrumb';
import { CourseBadges, CourseCards } from '../../../components/course-cards';
import {
  courseHref,
  courseId,
  groupHref,
  useGroupTitle,
  vendorOf,
} from '../../../lib/course-data/course-links';
import { readComptia, readCourse, readPecb } from '../../../lib/course-data/load-courses';
import type { Course, CourseId, CourseSummary } from '../../../lib/course-data/types';
import { coursePageMessages } from '../i18n/messages';
import { courseJsonLd, serializeJsonLd } from '../lib/course-json-ld';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.4rem 1rem;
  margin: 0 0 1.5rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 0.5rem;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  margin: 1rem 0;
`;

/** A link styled as the primary button: it navigates, so it stays a link for assistive tech. */
const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.6rem 1.2rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

/** Resolves course ids against the courses at hand; an id that matches none is left out. */
type Resolve = (ids: CourseId[]) => CourseSummary[];

function resolver(courses: CourseSummary[]): Resolve {
  const byId = new Map(courses.map((course) => [courseId(course), course]));
  return (ids) => ids.map((id) => byId.get(id)).filter((c): c is CourseSummary => c !== undefined);
}

function CourseLinks({ ids, resolve }: { ids: CourseId[]; resolve: Resolve }) {
  return (
    <ul>
      {resolve(ids).map((course) => (
        <li key={course.vendor + course.slug}>
          <Link to={courseHref(course)}>
            <bdi>{course.title}</bdi>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Every course page is this one component fed from the vendor's data module. */
export function CoursePage({ vendor }: { vendor: Course['vendor'] }) {
  const params = useParams();
  const { lang } = useI18n();
  // The vendor's summaries, then the course's own chunk: `use` suspends until each is loaded
  // (README 'Chunks'); the route started loading both.
  const courses =
    vendor === 'CompTIA' ? readComptia(lang).comptiaCourses : readPecb(lang).pecbCourses;
  const group = (vendor === 'CompTIA' ? params.level : params.category) ?? '';
  const summary = courses.find((c) => c.group === group && c.slug === params.course);
  const t = useTranslation(coursePageMessages);
  usePageMeta(
    summary ? t('courseTitle', { title: summary.title }) : t('notFound'),
    summary
      ? t('courseDescription', {
          title: summary.title,
          vendor: summary.vendor,
          summary: summary.summary,
        })
      : undefined,
  );
  if (!summary) return <NotFound />;
  return <CourseDetails course={readCourse(summary, lang)} courses={courses} />;
}

/** A section of the course's texts: who it is for, prerequisites, outline (ordered). */
function TextList({
  id,
  heading,
  items,
  ordered,
}: {
  id: string;
  heading: string;
  items: string[];
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <List>
        {items.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </List>
    </section>
  );
}

function CourseDetails({ course, courses }: { course: Course; courses: CourseSummary[] }) {
  const t = useTranslation(coursePageMessages);
  const { lang } = useI18n();
  const groupTitle = useGroupTitle();
  const plural = usePlural(t);
  const { brandName } = useSiteConfig();
  const formatKey =
    course.modes.length > 1
      ? 'formatBoth'
      : course.modes[0] === 'online'
        ? 'formatOnline'
        : 'formatOnsite';
  const vendorHref = course.vendor === 'CompTIA' ? paths.comptia : paths.pecbOverview;
  // No origin in the server's render (docs/PERFORMANCE.md 'Prerendering'); hydration then adds it.
  const origin = useBrowserOrigin();
  // The page's own address, in the language it is shown in (/hi/comptia/...).
  const href = useHref(courseHref(course));
  const url = origin ? `${origin}${href}` : undefined;
  // A path step or related course of the other vendor (a PECB course's CompTIA neighbours)
  // comes from that vendor's chunk, which only such a page loads.
  const otherVendors = new Set(
    [...course.pathBefore, ...course.pathAfter, ...course.related]
      .map(vendorOf)
      .filter((vendor) => vendor !== course.vendor),
  );
  const known = [...courses];
  for (const vendor of otherVendors) {
    known.push(
      ...(vendor === 'CompTIA' ? readComptia(lang).comptiaCourses : readPecb(lang).pecbCourses),
    );
  }
  const resolve = resolver(known);

  return (
    <PageContainer>
      <script
        type="application/ld+json"
        // JSON-LD must be raw JSON text; serializeJsonLd escapes '<' so it cannot break out.
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(courseJsonLd(course, brandName, url, lang)),
        }}
      />
      <Breadcrumb
        crumbs={[
          { label: course.vendor, to: vendorHref },
          { label: groupTitle(course), to: groupHref(course) },
          { label: course.title },
        ]}
      />
      {/* Codes are listed once below, so the page names each exam code in one place. */}
      <CourseBadges course={course} withCodes={false} />
      <Heading>
        <bdi>{course.title}</bdi>
      </Heading>
      <Lead>{course.summary}</Lead>

      <Facts>
        {course.examCodes ? (
          <>
            <dt>{course.examCodes.length > 1 ? t('examCodes') : t('examCode')}</dt>
            <dd>{course.examCodes.join(', ')}</dd>
          </>
        ) : null}
        <dt>{t('duration')}</dt>
        <dd>{plural('durationValue', course.durationHours)}</dd>
        <dt>{t('format')}</dt>
        <dd>{t(formatKey)}</dd>
        <dt>{t('credential')}</dt>
        <dd>
          <bdi>{course.credential}</bdi>
        </dd>
        {course.examFormats ? (
          <>
            <dt>{t('examFormat')}</dt>
            <dd>
              <ul>
                {course.examFormats.map((f) => (
                  <li key={f.code}>
                    {t(
                      (course.examFormats?.length ?? 0) > 1
                        ? 'examFormatValue'
                        : 'examFormatSingle',
                      {
                        code: f.code,
                        questions: f.maxQuestions,
                        minutes: f.minutes,
                        score: f.passingScore,
                      },
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </Facts>

      <Actions>
        <ButtonLink
          to={`${paths.contact}?course=${encodeURIComponent(course.title)}`}
          aria-label={t('enquireAbout', { title: course.title })}
        >
          {t('enquire')}
        </ButtonLink>
      </Actions>
      <Alert $tone="info">{t('payNote')}</Alert>

      <TextList id="course-audience" heading={t('audience')} items={course.audience} />
      <TextList
        id="course-prerequisites"
        heading={t('prerequisites')}
        items={course.prerequisites}
      />
      <TextList id="course-outline" heading={t('outline')} items={course.outline} ordered />

      {course.pathBefore.length > 0 || course.pathAfter.length > 0 ? (
        <section aria-labelledby="course-path">
          <h2 id="course-path">{t('path')}</h2>
          {course.pathBefore.length > 0 ? (
            <>
              <h3>{t('pathBefore')}</h3>
              <CourseLinks ids={course.pathBefore} resolve={resolve} />
            </>
          ) : null}
          {course.pathAfter.length > 0 ? (
            <>
              <h3>{t('pathAfter')}</h3>
              <CourseLinks ids={course.pathAfter} resolve={resolve} />
            </>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="course-faqs">
        <h2 id="course-faqs">{t('faqs')}</h2>
        {course.faqs.map((faq) => (
          <details key={faq.question}>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </section>

      {course.related.length > 0 ? (
        <section aria-labelledby="course-related">
          <h2 id="course-related">{t('related')}</h2>
          <CourseCards courses={resolve(course.related)} />
        </section>
      ) : null}
    </PageContainer>
  );
}

/** /comptia/<level>/<course>. */
export function ComptiaCoursePage() {
  return <CoursePage vendor="CompTIA" />;
}

/** /pecb/<category>/<course>. */
export function PecbCoursePage() {
  return <CoursePage vendor="PECB" />;
}
