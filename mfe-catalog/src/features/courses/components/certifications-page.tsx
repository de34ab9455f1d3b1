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
import { CardGrid, useCountLabel } from './course-cards';
import { CourseSearch } from './lazy-search';

/** /cer: every certification course we teach, searchable, across both vendors. */
export function CertificationsOverview() {
  const t = useTranslation(catalogMessages);
  const countLabel = useCountLabel();
  usePageMeta(t('cerTitle'), t('cerMeta'));
  const { comptiaCourses } = use(loadComptia());
  const { pecbCourses } = use(loadPecb());
  return (
    <PageContainer>
      <Heading>{t('certifications')}</Heading>
      <Lead>{t('cerLead')}</Lead>
      <CardGrid>
        <li>
          <Card>
            <h2>
              <Link to={paths.comptia}>CompTIA</Link>
            </h2>
            <p>{t('cerComptia', { courses: countLabel(comptiaCourses.length) })}</p>
          </Card>
        </li>
        <li>
          <Card>
            <h2>
              <Link to={paths.pecbOverview}>PECB</Link>
            </h2>
            <p>
              {t('cerPecb', {
                courses: countLabel(pecbCourses.length),
                categories: pecbCategories.length,
              })}
            </p>
          </Card>
        </li>
      </CardGrid>
      <CourseSearch showAllWhenIdle />
    </PageContainer>
  );
}
