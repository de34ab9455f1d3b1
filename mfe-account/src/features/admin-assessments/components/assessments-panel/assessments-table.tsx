import { Button, usePlural, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import { MissingTranslations } from '../../../../components/translated-text-field';
import type { AssessmentAdminView } from '../../api/assessments-api';
import { Badge, LevelList } from './styles';
import { messages } from './texts';

/** Every assessment, open or closed, with an Edit button each. */
export function AssessmentsTable({
  assessments,
  editing,
  onEdit,
}: {
  assessments: AssessmentAdminView[];
  /** While the editor is open, no other edit starts. */
  editing: boolean;
  onEdit: (assessment: AssessmentAdminView, button: HTMLElement) => void;
}) {
  const t = useTranslation(messages);
  const plural = usePlural(t);
  const who = (a: AssessmentAdminView) =>
    a.requiredRole === 'employee'
      ? t('employees')
      : a.requiredRole === 'admin'
        ? t('admins')
        : t('anyUser');

  return (
    <DataTable
      caption={t('listCaption')}
      rows={assessments}
      rowKey={(a) => a.slug}
      columns={[
        {
          key: 'name',
          label: t('name'),
          render: (a) => (
            <>
              {a.name} <MissingTranslations langs={a.missingTranslations} />
            </>
          ),
          sortValue: (a) => a.name.toLowerCase(),
        },
        {
          key: 'status',
          label: t('status'),
          render: (a) => <Badge $open={a.active}>{a.active ? t('open') : t('closed')}</Badge>,
          sortValue: (a) => (a.active ? 0 : 1),
        },
        { key: 'who', label: t('who'), render: who, sortValue: who },
        {
          key: 'levels',
          label: t('levels'),
          render: (a) => (
            <LevelList>
              {a.levels.map((l) => (
                <li key={l.level}>
                  {plural('levelSummary', l.questionCount, {
                    level: l.level,
                    minutes: l.durationMinutes,
                  })}
                </li>
              ))}
            </LevelList>
          ),
        },
        {
          key: 'passMark',
          label: t('passMark'),
          render: (a) => `${a.passPercent}%`,
          sortValue: (a) => a.passPercent,
        },
        {
          key: 'limit',
          label: t('limit'),
          render: (a) =>
            a.maxAttempts === 0 ? t('unlimited') : t('perPerson', { count: a.maxAttempts }),
        },
        {
          key: 'certifies',
          label: t('certifies'),
          render: (a) => (a.issuesCertificate ? t('yes') : t('no')),
        },
        {
          key: 'attempts',
          label: t('attempts'),
          render: (a) => a.attempts,
          sortValue: (a) => a.attempts,
        },
        {
          key: 'actions',
          label: t('actions'),
          render: (a) => (
            <Button
              type="button"
              $variant="secondary"
              aria-label={t('editNamed', { name: a.name })}
              disabled={editing}
              onClick={(e) => onEdit(a, e.currentTarget)}
            >
              {t('edit')}
            </Button>
          ),
        },
      ]}
    />
  );
}
