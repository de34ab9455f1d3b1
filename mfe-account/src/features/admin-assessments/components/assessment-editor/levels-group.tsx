import type { RefObject } from 'react';
import { Button, Field, useTranslation } from 'shared';
import { LIMITS, type DraftErrors, type LevelDraft } from '../../data/assessment-form';
import { described, ids, Problem } from './field-parts';
import { Grid, Group, Hint } from './styles';
import { messages } from './texts';

const LABELS = {
  level: 'levelName',
  questionCount: 'questionCount',
  durationMinutes: 'duration',
} as const;

/** The levels of an assessment: a row each (name, questions, minutes), added and removed. */
export function LevelsGroup({
  levels,
  errors,
  addButton,
  onChange,
  onAdd,
  onRemove,
}: {
  levels: LevelDraft[];
  errors: DraftErrors;
  addButton: RefObject<HTMLButtonElement | null>;
  onChange: (i: number, field: keyof LevelDraft, value: string) => void;
  onAdd: () => void;
  onRemove: (i: number) => void;
}) {
  const t = useTranslation(messages);
  return (
    <Group
      aria-describedby={[ids('levels').hint, errors.levels ? ids('levels').error : '']
        .filter(Boolean)
        .join(' ')}
    >
      <legend>{t('levels')}</legend>
      <Hint id={ids('levels').hint}>{t('levelsHint')}</Hint>
      {levels.map((row, i) => (
        <Group key={i}>
          <legend>{t('levelRow', { n: i + 1 })}</legend>
          <Grid>
            {(['level', 'questionCount', 'durationMinutes'] as const).map((field) => {
              const key = `levels.${i}.${field}`;
              const numeric = field !== 'level';
              return (
                <Field key={field}>
                  <label htmlFor={ids(key).id}>{t(LABELS[field])}</label>
                  <input
                    id={ids(key).id}
                    data-field={key}
                    {...(numeric
                      ? {
                          type: 'number',
                          inputMode: 'numeric' as const,
                          min: LIMITS[field].min,
                          max: LIMITS[field].max,
                          step: 1,
                        }
                      : { type: 'text' })}
                    value={row[field]}
                    {...described(errors, key)}
                    onChange={(e) => onChange(i, field, e.target.value)}
                  />
                  <Problem errors={errors} field={key} />
                </Field>
              );
            })}
            <Field>
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('removeLevelNamed', { n: i + 1 })}
                onClick={() => onRemove(i)}
              >
                {t('removeLevel')}
              </Button>
            </Field>
          </Grid>
        </Group>
      ))}
      <Problem errors={errors} field="levels" />
      <Button
        ref={addButton}
        type="button"
        $variant="secondary"
        disabled={levels.length >= LIMITS.levels.max}
        onClick={onAdd}
      >
        {t('addLevel')}
      </Button>
    </Group>
  );
}
