import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, useTranslation } from 'shared';
import { componentMessages } from './i18n/messages';

const Trail = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0;
  margin: 0 0 1rem;
  li + li::before {
    content: '/';
    margin-inline-end: 0.25rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Home, then `crumbs`: the last crumb is the current page, plain text marked aria-current.
 */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = useTranslation(componentMessages);
  const trail = [{ label: t('home'), to: paths.home }, ...crumbs];
  return (
    <nav aria-label={t('breadcrumb')}>
      <Trail>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to && index < trail.length - 1 ? (
              <Link to={crumb.to}>
                <bdi>{crumb.label}</bdi>
              </Link>
            ) : (
              <bdi aria-current="page">{crumb.label}</bdi>
            )}
          </li>
        ))}
      </Trail>
    </nav>
  );
}
