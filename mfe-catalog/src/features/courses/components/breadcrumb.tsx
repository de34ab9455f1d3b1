import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'shared';
import { catalogMessages } from '../i18n/messages';

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

/** The last crumb is the current page: plain text marked aria-current. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = useTranslation(catalogMessages);
  return (
    <nav aria-label={t('breadcrumb')}>
      <Trail>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to && index < crumbs.length - 1 ? (
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
