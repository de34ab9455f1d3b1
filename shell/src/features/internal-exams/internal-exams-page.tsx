import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMemo } from 'react';
import {
  Alert,
  Button,
  Card,
  Heading,
  Lead,
  LoadingContent,
  PageContainer,
  paths,
  ScrollBox,
  useI18n,
  usePageMeta,
  useTranslation,
} from 'shared';
import { useRemoteList } from '../../lib/use-remote-list';
import { fetchAssessments } from './assessments-api';
import { internalExamsEn } from './i18n/en';
import { internalExamsMessages } from './messages';
import { StaffText } from './staff-text';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  /* A column no wider than the page: a wide table scrolls in its own box (below). */
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.35rem;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: start;
    padding: 0.4rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const TableScroll = styled(ScrollBox)`
  margin-top: 0.75rem;
`;

const StartLink = styled(Link)`
  font-weight: 600;
`;

/** /internal-exams: the assessments the visitor may take, each level with a Start link. */
export function InternalExamsPage() {
  const t = useTranslation(internalExamsMessages);
  const { lang } = useI18n();
  usePageMeta(t('title'), t('metaDescription'));
  const format = useMemo(
    () => ({
      number: new Intl.NumberFormat(lang),
      percent: new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }),
      minutes: new Intl.NumberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay: 'long' }),
    }),
    [lang],
  );
  const levelName = (level: string) => {
    const key = `level-${level}`;
    return key in internalExamsEn ? t(key as keyof typeof internalExamsEn) : level;
  };
  const assessments = useRemoteList(fetchAssessments);
  return (
    <PageContainer id="main">
      <Heading>{t('title')}</Heading>
      <Lead>{t('lead')}</Lead>
      {assessments.status === 'loading' && <LoadingContent />}
      {assessments.status === 'error' && (
        <Alert $tone="error" role="alert">
          <p style={{ marginTop: 0 }}>{t('loadFailed', { message: assessments.message })}</p>
          <Button type="button" $variant="secondary" onClick={assessments.retry}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {assessments.status === 'ready' &&
        (assessments.items.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <List>
            {assessments.items.map((a) => (
              <li key={a.slug}>
                <Card>
                  {/* Written by staff: in the page's language where they translated it,
                      otherwise in English, marked as such for screen readers' voices. */}
                  <StaffText as="h2" text={a.name} lang={a.textLang?.name ?? 'en'} />
                  <StaffText as="p" text={a.description} lang={a.textLang?.description ?? 'en'} />
                  <p>
                    {t('passMark', { percent: format.percent.format(a.passPercent / 100) })}
                    {' · '}
                    {a.issuesCertificate ? t('certifying') : t('practice')}
                  </p>
                  {/* On a phone a table wider than the screen scrolls in its own box, which
                      the keyboard can reach, and the page itself never scrolls sideways. */}
                  <TableScroll
                    role="region"
                    tabIndex={0}
                    aria-label={t('levelsOf', { name: a.name })}
                  >
                    <table>
                      <caption className="visually-hidden">
                        {t('levelsOf', { name: a.name })}
                      </caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('level')}</th>
                          <th scope="col">{t('questions')}</th>
                          <th scope="col">{t('duration')}</th>
                          <th scope="col">
                            <span className="visually-hidden">{t('action')}</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {a.levels.map((l) => (
                          <tr key={l.level}>
                            <td>{levelName(l.level)}</td>
                            <td>{format.number.format(l.questionCount)}</td>
                            <td>{format.minutes.format(l.durationMinutes)}</td>
                            <td>
                              <StartLink
                                to={`${paths.test}?assessment=${encodeURIComponent(a.slug)}&level=${encodeURIComponent(l.level)}`}
                                aria-label={t('startLabel', {
                                  name: a.name,
                                  level: levelName(l.level),
                                })}
                              >
                                {t('start')}
                              </StartLink>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </TableScroll>
                </Card>
              </li>
            ))}
          </List>
        ))}
    </PageContainer>
  );
}
