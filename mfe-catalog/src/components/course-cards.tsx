import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, usePlural, useTranslation } from 'shared';
import { courseHref, useGroupTitle } from '../lib/course-data/course-links';
import type { CourseSummary } from '../lib/course-data/types';
import { componentMessages } from './i18n/messages';

/** '1 course', '12 courses', in the page's language and its plural rules. */
export function useCountLabel(): (count: number) => string {
  const plural = usePlural(useTranslation(componentMessages));
  return (count) => plural('courseCount', count);
}

export const CardGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1rem 0 2rem;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  h3 {
    margin: 0.5rem 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0.25rem 0;
  }
`;

export const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

/** Dark text on a light tint keeps the badge above 4.5:1 contrast. */
export const Badge = styled.span<{ $tone?: 'vendor' | 'group' | 'code' }>`
  display: inline-block;
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $tone }) => ($tone === 'vendor' ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $tone }) =>
    $tone === 'vendor'
      ? '#fff'
      : $tone === 'code'
        ? theme.colors.accent
        : theme.colors.primaryDark};
`;

export function CourseBadges({
  course,
  withCodes = true,
}: {
  course: CourseSummary;
  withCodes?: boolean;
}) {
  const groupTitle = useGroupTitle();
  return (
    <Badges>
      <Badge $tone="vendor">{course.vendor}</Badge>
      <Badge $tone="group">{groupTitle(course)}</Badge>
      {withCodes &&
        course.examCodes?.map((code) => (
          <Badge key={code} $tone="code">
            {code}
          </Badge>
        ))}
    </Badges>
  );
}

export function CourseCards({ courses, label }: { courses: CourseSummary[]; label?: string }) {
  return (
    <CardGrid aria-label={label}>
      {courses.map((course) => (
        <li key={`${course.vendor}/${course.slug}`}>
          <Card>
            <CourseBadges course={course} />
            <h3>
              <Link to={courseHref(course)}>
                <bdi>{course.title}</bdi>
              </Link>
            </h3>
            <p>{course.summary}</p>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
