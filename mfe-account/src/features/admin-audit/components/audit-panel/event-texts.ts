import { ROLES, type AuditSummaryParams, type Role } from 'contracts';
import { useMemo } from 'react';
import { useI18n, useTranslation } from 'shared';
import { useRoleName } from '../../../../lib/role-names';
import type { AuditEvent } from '../../api/audit-api';
import { messages, type Key } from './texts';

/** The params that hold a role as the API writes it ('admin'): shown by the role's name. */
const ROLE_PARAMS: ReadonlySet<string> = new Set(['role', 'from', 'to']);

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

const known = (key: string): key is Key => Object.hasOwn(messages.en, key);

/**
 * An event's summary and target type in the page's language. The API stores the summary in
 * English with its key and params; an event logged before the keys existed, or with a key this
 * screen does not know yet, shows the stored English text.
 */
export function useEventTexts() {
  const t = useTranslation(messages);
  const roleName = useRoleName();
  const { lang } = useI18n();

  return useMemo(() => {
    const numbers = new Intl.NumberFormat(lang);
    const param = (name: string, value: string | number) => {
      if (typeof value === 'number') return numbers.format(value);
      return ROLE_PARAMS.has(name) && isRole(value) ? roleName(value) : value;
    };

    function summary(event: Pick<AuditEvent, 'summary' | 'summaryKey' | 'summaryParams'>) {
      const key = `summary.${event.summaryKey ?? ''}`;
      if (!event.summaryKey || !known(key)) return event.summary;
      const params: AuditSummaryParams = {};
      for (const [name, value] of Object.entries(event.summaryParams ?? {})) {
        params[name] = param(name, value);
      }
      return t(key, params);
    }

    /** A type this screen does not know shows as the API writes it. */
    function targetType(type: string) {
      const key = `target.${type}`;
      return known(key) ? t(key) : type;
    }

    return { summary, targetType };
  }, [lang, roleName, t]);
}
