import { useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import type { MyResult } from '../../api/quiz-api';
import { useFormats } from '../../../../lib/use-formats';
import { categoryName, quizMessages } from './texts';

/** The signed-in user's own quiz results. */
export function HistoryTable({ history }: { history: MyResult[] | null }) {
  const t = useTranslation(quizMessages);
  const format = useFormats();
  return (
    <>
      <h2>{t('mine')}</h2>
      {history && history.length === 0 ? <p>{t('noResults')}</p> : null}
      {history && history.length > 0 ? (
        <DataTable
          caption={t('mine')}
          rows={history}
          rowKey={(r) => r.attemptId}
          columns={[
            {
              key: 'date',
              label: t('date'),
              render: (r) => (r.submittedAt ? format.dateTime(r.submittedAt) : ''),
              sortValue: (r) => r.submittedAt ?? '',
            },
            {
              key: 'category',
              label: t('category'),
              render: (r) => categoryName(t, r.category),
              sortValue: (r) => r.category,
            },
            {
              key: 'score',
              label: t('result'),
              render: (r) =>
                `${format.number(r.score)} / ${format.number(r.total)} · ${r.passed ? t('passed') : t('failed')}`,
              sortValue: (r) => (r.total ? r.score / r.total : 0),
            },
          ]}
        />
      ) : null}
    </>
  );
}
