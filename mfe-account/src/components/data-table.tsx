import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, defineDictionary, ScrollBox, useTranslation } from 'shared';
import { tableEn } from './i18n/en';
import { loadersFor } from './i18n/loaders';
import { useFormats } from '../lib/use-formats';

export const tableMessages = defineDictionary(tableEn, loadersFor('table'));

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** When given, the column can be sorted by this value. */
  sortValue?: (row: T) => string | number;
}

const Scroll = styled(ScrollBox)`
  margin: 1rem 0;
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th button {
    font: inherit;
    font-weight: 700;
    background: none;
    border: none;
    padding: 0;
    cursor: pointer;
    color: inherit;
  }
`;
const Caption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
const Pager = styled.nav`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
`;

/**
 * A value of the data (a name, a course, an ID, a date) in its own direction, so that an Arabic
 * page shows 'CompTIA Security+' and not '+CompTIA Security'; elements render as they are.
 */
function isolated(value: ReactNode): ReactNode {
  return typeof value === 'string' || typeof value === 'number' ? <bdi>{value}</bdi> : value;
}

/** The page a table shows of a list whose pages come from the API, and how to ask for another. */
export interface ServerPage {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /**
   * The API stopped counting at `total` (a large list is not counted to its end): the pager says
   * "more than" that and offers the next page while `hasNext` says there is one.
   */
  totalCapped?: boolean;
  hasNext?: boolean;
}

/**
 * A sortable table. With `serverPage` the pages come from the API (sorting applies to the
 * page shown); without it the rows are paged here. Rows still on their way (null) show
 * `loading` instead; no rows show `none` instead when it is given (the table with its empty
 * row otherwise).
 */
export function DataTable<T>({
  caption,
  rows: given,
  columns,
  rowKey,
  pageSize = 10,
  serverPage,
  loading,
  none,
}: {
  caption: string;
  rows: T[] | null;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  pageSize?: number;
  serverPage?: ServerPage;
  loading?: string;
  none?: string;
}) {
  const rows = useMemo(() => given ?? [], [given]);
  const t = useTranslation(tableMessages);
  const { number } = useFormats();
  const [sort, setSort] = useState<{ key: string; dir: 1 | -1 } | null>(null);
  const [localPage, setLocalPage] = useState(1);

  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    return [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return (x < y ? -1 : x > y ? 1 : 0) * sort.dir;
    });
  }, [rows, columns, sort]);

  const page = serverPage ? serverPage.page : localPage;
  const size = serverPage ? serverPage.pageSize : pageSize;
  const total = serverPage ? serverPage.total : rows.length;
  const capped = serverPage?.totalCapped === true;
  const pages = Math.max(1, Math.ceil(total / size));
  const hasNext = capped ? serverPage?.hasNext !== false : page < pages;
  const visible = serverPage ? sorted : sorted.slice((page - 1) * size, page * size);
  const goTo = (p: number) => (serverPage ? serverPage.onPage(p) : setLocalPage(p));

  function toggle(key: string) {
    setSort((s) => (s?.key === key ? { key, dir: s.dir === 1 ? -1 : 1 } : { key, dir: 1 }));
  }

  if (given === null) return loading ? <p>{loading}</p> : null;
  if (given.length === 0 && none) return <p>{none}</p>;
  return (
    <>
      <Scroll>
        <Table>
          <Caption>{caption}</Caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={
                    sort?.key === c.key ? (sort.dir === 1 ? 'ascending' : 'descending') : undefined
                  }
                >
                  {c.sortValue ? (
                    <button
                      type="button"
                      onClick={() => toggle(c.key)}
                      title={t('sortBy', { column: c.label })}
                    >
                      {c.label}
                      {sort?.key === c.key ? (sort.dir === 1 ? ' ▲' : ' ▼') : ''}
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{t('empty')}</td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c.key}>{isolated(c.render(row))}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Scroll>
      {pages > 1 || capped ? (
        <Pager aria-label={caption}>
          <Button
            type="button"
            $variant="secondary"
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
          >
            {t('previous')}
          </Button>
          <span>
            {capped
              ? t('pageOfMore', { page, total: number(total) })
              : t('pageOf', { page, pages, total })}
          </span>
          <Button
            type="button"
            $variant="secondary"
            disabled={!hasNext}
            onClick={() => goTo(page + 1)}
          >
            {t('next')}
          </Button>
        </Pager>
      ) : null}
    </>
  );
}
