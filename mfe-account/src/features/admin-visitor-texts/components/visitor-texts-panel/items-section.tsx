import { Alert, Button, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import { MissingTranslations } from '../../../../components/translated-text-field';
import { errorText } from '../../../../lib/api-helpers';
import type { VisitorTextItem, VisitorTextKind } from '../../api/visitor-texts-api';
import { messages } from './texts';

const NAMES = {
  review: { title: 'reviews', column: 'review', none: 'noReviews' },
  blog_post: { title: 'posts', column: 'post', none: 'noPosts' },
} as const;

/** One kind's items, each with the languages it lacks and a button that opens its translations. */
export function ItemsSection({
  kind,
  rows,
  error,
  editing,
  onTranslate,
}: {
  kind: VisitorTextKind;
  rows: VisitorTextItem[] | null;
  error: unknown;
  /** While an item is open, no other one opens (its unsaved changes would be lost). */
  editing: boolean;
  onTranslate: (item: VisitorTextItem, button: HTMLElement) => void;
}) {
  const t = useTranslation(messages);
  const names = NAMES[kind];
  const titleId = `visitor-texts-${kind}`;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t(names.title)}</h3>
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('listFailed'))}
        </Alert>
      ) : null}
      {rows || !error ? (
        <DataTable
          loading={t('loading')}
          none={t(names.none)}
          caption={t(names.title)}
          rows={rows}
          rowKey={(item) => item.id}
          columns={[
            {
              key: 'item',
              label: t(names.column),
              // Staff wrote it in English: an Arabic page keeps it left to right.
              render: (item) => <bdi lang="en">{item.label}</bdi>,
              sortValue: (item) => item.label.toLowerCase(),
            },
            {
              key: 'translations',
              label: t('translations'),
              render: (item) =>
                item.missing.length > 0 ? (
                  <MissingTranslations langs={item.missing} />
                ) : (
                  t('complete')
                ),
              sortValue: (item) => item.missing.length,
            },
            {
              key: 'actions',
              label: t('actions'),
              render: (item) => (
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={editing}
                  aria-label={t('translateItem', { item: item.label })}
                  onClick={(e) => onTranslate(item, e.currentTarget)}
                >
                  {t('translate')}
                </Button>
              ),
            },
          ]}
        />
      ) : null}
    </section>
  );
}
