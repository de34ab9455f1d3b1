import { AUDIT_ACTIONS } from 'contracts';
import { useState, type FormEvent } from 'react';
import { Button, Field, useTranslation } from 'shared';
import { NO_AUDIT_FILTERS, type AuditAction, type AuditFilters } from '../../api/audit-api';
import { Buttons, FilterGrid, Hint } from './styles';
import { messages } from './texts';

/** The audit log's filters: applied with the button (or Enter), not on every key. */
export function FiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const t = useTranslation(messages);
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const set = (change: Partial<AuditFilters>) => setDraft((d) => ({ ...d, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  function clear() {
    setDraft(NO_AUDIT_FILTERS);
    onApply(NO_AUDIT_FILTERS);
  }

  return (
    <form role="search" aria-label={t('filters')} onSubmit={submit}>
      <FilterGrid>
        <Field>
          <label htmlFor="audit-actor">{t('actorFilter')}</label>
          <input
            id="audit-actor"
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
            value={draft.actor}
            onChange={(e) => set({ actor: e.target.value })}
          />
        </Field>
        <Field>
          <label htmlFor="audit-action">{t('actionFilter')}</label>
          <select
            id="audit-action"
            value={draft.action}
            onChange={(e) => set({ action: e.target.value as AuditAction | '' })}
          >
            <option value="">{t('allActions')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t('actionOption', { label: t(`action.${action}`), action })}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor="audit-target">{t('targetFilter')}</label>
          <input
            id="audit-target"
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={draft.target}
            onChange={(e) => set({ target: e.target.value })}
          />
        </Field>
        <Field>
          <label htmlFor="audit-from">{t('from')}</label>
          <input
            id="audit-from"
            type="date"
            aria-describedby="audit-utc"
            max={draft.to || undefined}
            value={draft.from}
            onChange={(e) => set({ from: e.target.value })}
          />
        </Field>
        <Field>
          <label htmlFor="audit-to">{t('to')}</label>
          <input
            id="audit-to"
            type="date"
            aria-describedby="audit-utc"
            min={draft.from || undefined}
            value={draft.to}
            onChange={(e) => set({ to: e.target.value })}
          />
        </Field>
      </FilterGrid>
      <Hint id="audit-utc">{t('utcNote')}</Hint>
      <Buttons>
        <Button type="submit">{t('apply')}</Button>
        <Button type="button" $variant="secondary" onClick={clear}>
          {t('clear')}
        </Button>
      </Buttons>
    </form>
  );
}
