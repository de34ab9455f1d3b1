import { Button, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import type { Question } from '../../api/questions-api';
import { messages } from './texts';

/** The questions shown (all, or one category's), each with Edit and Delete. */
export function QuestionsTable({
  questions,
  onEdit,
  onRemove,
}: {
  questions: Question[];
  onEdit: (question: Question) => void;
  onRemove: (question: Question) => void;
}) {
  const t = useTranslation(messages);
  return (
    <DataTable
      caption={t('title')}
      rows={questions}
      rowKey={(q) => q.id}
      columns={[
        {
          key: 'text',
          label: t('text'),
          render: (q) => q.text,
          sortValue: (q) => q.text.toLowerCase(),
        },
        {
          key: 'category',
          label: t('category'),
          render: (q) => q.category,
          sortValue: (q) => q.category,
        },
        { key: 'correct', label: t('correct'), render: (q) => q.options[q.correctOption] ?? '' },
        {
          key: 'actions',
          label: t('actions'),
          render: (q) => (
            <>
              <Button type="button" $variant="secondary" onClick={() => onEdit(q)}>
                {t('edit')}
              </Button>{' '}
              <Button type="button" $variant="danger" onClick={() => onRemove(q)}>
                {t('remove')}
              </Button>
            </>
          ),
        },
      ]}
    />
  );
}
