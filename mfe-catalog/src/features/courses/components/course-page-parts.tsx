import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { courseHref, courseId } from '../../../lib/course-data/course-links';
import type { CourseId, CourseSummary } from '../../../lib/course-data/types';

// The course page's building blocks, apart from the page itself so each file stays readable.

export const Facts = styled.dl`
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

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  margin: 1rem 0;
`;

/** A link styled as the primary button: it navigates, so it stays a link for assistive tech. */
export const ButtonLink = styled(Link)`
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
export type Resolve = (ids: CourseId[]) => CourseSummary[];

export function resolver(courses: CourseSummary[]): Resolve {
  const byId = new Map(courses.map((course) => [courseId(course), course]));
  return (ids) => ids.map((id) => byId.get(id)).filter((c): c is CourseSummary => c !== undefined);
}

export function CourseLinks({ ids, resolve }: { ids: CourseId[]; resolve: Resolve }) {
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

/** A section of the course's texts: who it is for, prerequisites, outline (ordered). */
export function TextList({
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
