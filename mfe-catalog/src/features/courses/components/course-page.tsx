import { useHref, useParams } from 'react-router-dom';
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
  groupHref,
  useGroupTitle,
  vendorOf,
} from '../../../lib/course-data/course-links';
import { readComptia, readCourse, readPecb } from '../../../lib/course-data/load-courses';
import type { Course, CourseSummary } from '../../../lib/course-data/types';
import { CourseOffers } from '../buy-section/components/course-offers';
import { coursePageMessages } from '../i18n/messages';
import { courseJsonLd, serializeJsonLd } from '../lib/course-json-ld';
import { Actions, ButtonLink, CourseLinks, Facts, resolver, TextList } from './course-page-parts';

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
      <CourseOffers course={{ slug: course.slug, title: course.title }} />

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
