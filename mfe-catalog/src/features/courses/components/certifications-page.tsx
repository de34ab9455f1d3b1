import { use } from 'react';
import { Link } from 'react-router-dom';
import {
  Card,
  Heading,
  Lead,
  PageContainer,
  paths,
  pecbCategories,
  usePageMeta,
  useTranslation,
} from 'shared';
import { loadComptia, loadPecb } from '../data/load-courses';
import { catalogMessages } from '../i18n/messages';
import { CardGrid, countLabel } from './course-cards';
import { CourseSearch } from './lazy-search';

/** /cer: every certification course we teach, searchable, across both vendors. */
export function CertificationsOverview() {
  const t = useTranslation(catalogMessages);
  usePageMeta(
    'Certification courses',
    'Every CompTIA and PECB certification course we teach in New Delhi and online, in one searchable list.',
  );
  const { comptiaCourses } = use(loadComptia());
  const { pecbCourses } = use(loadPecb());
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
