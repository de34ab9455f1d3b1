import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Heading, Lead, LoadingContent, PageContainer, paths, usePageMeta } from 'shared';
import { LoadError } from '../content/load-error';
import { useRemoteList } from '../content/use-remote-list';
import { fetchAssessments } from './assessments-api';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1rem;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.35rem;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    margin-top: 0.75rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.4rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StartLink = styled(Link)`
  font-weight: 600;
`;

/** /internal-exams: the assessments the visitor may take, each level with a Start link. */
export function InternalExamsPage() {
  usePageMeta(
    'Internal exams',
    'Timed assessments for learners and employees: levels, durations, pass marks and certificates.',
  );
  const assessments = useRemoteList(fetchAssessments);
  return (
    <PageContainer id="main">
      <Heading>Internal exams</Heading>
      <Lead>
        Pick an assessment and a level. The timer starts when you begin; your answers are saved as
        you go.
      </Lead>
      {assessments.status === 'loading' && <LoadingContent />}
      {assessments.status === 'error' && (
        <LoadError what="assessments" message={assessments.message} onRetry={assessments.retry} />
      )}
      {assessments.status === 'ready' &&
        (assessments.items.length === 0 ? (
          <p>No assessments are open to you at the moment.</p>
        ) : (
          <List>
            {assessments.items.map((a) => (
              <li key={a.slug}>
                <Card>
                  <h2>{a.name}</h2>
                  <p>{a.description}</p>
                  <p>
                    Pass mark: {a.passPercent}%
                    {a.issuesCertificate ? ' · passing issues a certificate' : ' · practice only'}
                  </p>
                  <table>
                    <caption className="visually-hidden">Levels of {a.name}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Level</th>
                        <th scope="col">Questions</th>
                        <th scope="col">Duration</th>
                        <th scope="col">
                          <span className="visually-hidden">Action</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {a.levels.map((l) => (
                        <tr key={l.level}>
                          <td>{l.level}</td>
                          <td>{l.questionCount}</td>
                          <td>{l.durationMinutes} minutes</td>
                          <td>
                            <StartLink
                              to={`${paths.test}?assessment=${encodeURIComponent(a.slug)}&level=${encodeURIComponent(l.level)}`}
                              aria-label={`Start ${a.name}, ${l.level}`}
                            >
                              Start
                            </StartLink>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </Card>
              </li>
            ))}
          </List>
        ))}
    </PageContainer>
  );
}
