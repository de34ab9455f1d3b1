import { Link } from 'react-router-dom';
import {
  Card,
  Heading,
  Lead,
  PageContainer,
  paths,
  pecbCategories,
  useI18n,
  usePageMeta,
  useTranslation,
} from 'shared';
import { CardGrid, useCountLabel } from '../../../components/course-cards';
import type { CourseSearchSlot } from '../../../components/course-search-slot';
import { readComptia, readPecb } from '../../../lib/course-data/load-courses';
import { overviewMessages } from '../i18n/messages';

/** /cer: every certification course we teach, searchable, across both vendors. */
export function CertificationsOverview({ Search }: { Search: CourseSearchSlot }) {
  const o = useTranslation(overviewMessages);
  const countLabel = useCountLabel();
  usePageMeta(o('cerTitle'), o('cerMeta'));
  const { lang } = useI18n();
  const { comptiaCourses } = readComptia(lang);
  const { pecbCourses } = readPecb(lang);
  return (
    <PageContainer>
      <Heading>{o('certifications')}</Heading>
      <Lead>{o('cerLead')}</Lead>
      <CardGrid>
        <li>
          <Card>
            <h2>
              <Link to={paths.comptia}>CompTIA</Link>
            </h2>
            <p>{o('cerComptia', { courses: countLabel(comptiaCourses.length) })}</p>
          </Card>
        </li>
        <li>
          <Card>
            <h2>
              <Link to={paths.pecbOverview}>PECB</Link>
            </h2>
            <p>
              {o('cerPecb', {
                courses: countLabel(pecbCourses.length),
                categories: pecbCategories.length,
              })}
            </p>
          </Card>
        </li>
      </CardGrid>
      <Search showAllWhenIdle />
    </PageContainer>
  );
}
