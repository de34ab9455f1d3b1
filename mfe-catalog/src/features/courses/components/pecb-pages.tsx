import { Link, useParams } from 'react-router-dom';
import {
  Card,
  Heading,
  Lead,
  NotFound,
  PageContainer,
  paths,
  pecbCategories,
  type PecbCategory,
  useI18n,
  usePageMeta,
  useTranslation,
} from 'shared';
import { useGroupTitle } from '../data/course-links';
import { readPecb } from '../data/load-courses';
import { catalogMessages } from '../i18n/messages';
import { overviewMessages } from '../i18n/overview-messages';
import { Breadcrumb } from './breadcrumb';
import { Badge, Badges, CardGrid, CourseCards, useCountLabel } from './course-cards';
import { CourseSearch } from './lazy-search';

// The PECB overview and category pages: one chunk; the PECB data and the search have their
// own (README 'Chunks').

function PecbCategoryCards() {
  const o = useTranslation(overviewMessages);
  const countLabel = useCountLabel();
  const { pecbCategoryInfo, pecbCourses } = readPecb(useI18n().lang);
  const groupTitle = useGroupTitle();
  return (
    <CardGrid>
      {pecbCategories.map((category) => {
        const count = pecbCourses.filter((c) => c.group === category).length;
        return (
          <li key={category}>
            <Card>
              <Badges>
                <Badge $tone="vendor">PECB</Badge>
                <Badge $tone="group">{count > 0 ? countLabel(count) : o('onRequest')}</Badge>
              </Badges>
              <h3>
                <Link to={paths.pecbCategory(category)}>
                  {groupTitle({ vendor: 'PECB', group: category })}
                </Link>
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
  const o = useTranslation(overviewMessages);
  usePageMeta(o('pecbHeading'), o('pecbMeta'));
  return (
    <PageContainer>
      <Heading>{o('pecbHeading')}</Heading>
      <Lead>{o('pecbLead')}</Lead>
      <h2>{o('categories')}</h2>
      <PecbCategoryCards />
      <CourseSearch initialFilter="PECB" />
    </PageContainer>
  );
}

export function PecbCategoryPage() {
  const t = useTranslation(catalogMessages);
  const o = useTranslation(overviewMessages);
  const { category = '' } = useParams();
  const { pecbCategoryInfo, pecbCourses } = readPecb(useI18n().lang);
  const info = Object.hasOwn(pecbCategoryInfo, category)
    ? pecbCategoryInfo[category as PecbCategory]
    : undefined;
  const title = useGroupTitle()({ vendor: 'PECB', group: category });
  usePageMeta(
    info ? o('pecbCategoryTitle', { title }) : t('notFound'),
    info ? o('pecbCategoryMeta', { title, summary: info.summary }) : undefined,
  );
  if (!info) return <NotFound />;
  const courses = pecbCourses.filter((c) => c.group === category);
  return (
    <PageContainer>
      <Breadcrumb
        crumbs={[
          { label: t('home'), to: paths.home },
          { label: 'PECB', to: paths.pecbOverview },
          { label: title },
        ]}
      />
      <Heading>PECB {title}</Heading>
      <Lead>{info.summary}</Lead>
      {info.body?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {courses.length > 0 ? (
        <CourseCards courses={courses} />
      ) : (
        <p>
          <Link to={`${paths.contact}?course=${encodeURIComponent(`PECB ${info.title}`)}`}>
            {t('enquireAbout', { title: `PECB ${title}` })}
          </Link>
        </p>
      )}
      <CourseSearch initialFilter={courses.length > 0 ? `PECB:${category}` : 'PECB'} />
    </PageContainer>
  );
}
