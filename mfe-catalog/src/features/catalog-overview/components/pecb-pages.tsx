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
import { Breadcrumb } from '../../../components/breadcrumb';
import {
  Badge,
  Badges,
  CardGrid,
  CourseCards,
  useCountLabel,
} from '../../../components/course-cards';
import type { CourseSearchSlot } from '../../../components/course-search-slot';
import { useGroupTitle } from '../../../lib/course-data/course-links';
import { readPecb } from '../../../lib/course-data/load-courses';
import { overviewMessages } from '../i18n/messages';

// The PECB overview and category pages: one chunk; the PECB data and the search have their
// own (README 'Chunks'). The app layer hands each page the search (`Search`).

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
export function PecbOverview({ Search }: { Search: CourseSearchSlot }) {
  const o = useTranslation(overviewMessages);
  usePageMeta(o('pecbHeading'), o('pecbMeta'));
  return (
    <PageContainer>
      <Heading>{o('pecbHeading')}</Heading>
      <Lead>{o('pecbLead')}</Lead>
      <h2>{o('categories')}</h2>
      <PecbCategoryCards />
      <Search initialFilter="PECB" />
    </PageContainer>
  );
}

export function PecbCategoryPage({ Search }: { Search: CourseSearchSlot }) {
  const o = useTranslation(overviewMessages);
  const { category = '' } = useParams();
  const { pecbCategoryInfo, pecbCourses } = readPecb(useI18n().lang);
  const info = Object.hasOwn(pecbCategoryInfo, category)
    ? pecbCategoryInfo[category as PecbCategory]
    : undefined;
  const title = useGroupTitle()({ vendor: 'PECB', group: category });
  usePageMeta(
    info ? o('pecbCategoryTitle', { title }) : o('notFound'),
    info ? o('pecbCategoryMeta', { title, summary: info.summary }) : undefined,
  );
  if (!info) return <NotFound />;
  const courses = pecbCourses.filter((c) => c.group === category);
  return (
    <PageContainer>
      <Breadcrumb crumbs={[{ label: 'PECB', to: paths.pecbOverview }, { label: title }]} />
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
            {o('enquireAbout', { title: `PECB ${title}` })}
          </Link>
        </p>
      )}
      <Search initialFilter={courses.length > 0 ? `PECB:${category}` : 'PECB'} />
    </PageContainer>
  );
}
