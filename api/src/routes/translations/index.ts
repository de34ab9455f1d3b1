// The admin's translations of staff texts (contracts' translation-rules.ts says which): per kind
// of item, the languages each item lacks; one item's texts in every language; and a change of
// some of them, checked against the English field's limits and audited in the same transaction.
// Routes per kind (/translations/assessment/:id, /translations/batch/:id, ...) so each body's
// schema names exactly that kind's fields.
import {
  errors,
  ItemTranslationsResponse,
  MissingTranslationsList,
  missingLangs,
  TRANSLATABLE,
  TRANSLATABLE_ENTITIES,
  TranslationBodies,
  TranslationIdParams,
  type ItemTranslations,
  type TranslatableEntity,
  type TranslatableField,
  type TranslationBody,
} from 'contracts';
import { TranslationsRepository, type ItemTexts } from '../../content-translations/repository';
import type { Db } from '../../db/database';
import { badRequest, notFound, say } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { sources, type SourceItem } from './sources';

function view(item: SourceItem, texts: ItemTexts): ItemTranslations {
  const clean: Record<string, Record<string, string>> = {};
  for (const field of Object.keys(item.english)) clean[field] = { ...texts[field] };
  return {
    id: item.key,
    english: item.english,
    texts: clean,
    missing: missingLangs(item.english, texts),
  };
}

/** The body's changes as stored: trimmed text, or null to remove; a 400 for a wrong length. */
function checkedChanges(entity: TranslatableEntity, body: TranslationBody) {
  const fields = TRANSLATABLE[entity] as Record<string, TranslatableField>;
  const changes: Array<{ field: string; lang: string; text: string | null }> = [];
  for (const [field, langs] of Object.entries(body.texts)) {
    const rule = fields[field];
    if (!rule || !langs) continue;
    for (const [lang, raw] of Object.entries(langs)) {
      const text = raw.trim();
      const name = `texts.${field}.${lang}`;
      if (text !== '' && text.length < rule.min)
        throw badRequest(say('FIELD_MIN_LENGTH', { field: name, limit: rule.min }));
      if (text.length > rule.max)
        throw badRequest(say('FIELD_MAX_LENGTH', { field: name, limit: rule.max }));
      changes.push({ field, lang, text: text === '' ? null : text });
    }
  }
  return changes;
}

const translationRoutes: RoutePlugin = async (app) => {
  async function itemOf(db: Db, entity: TranslatableEntity, key: string) {
    const item = await sources[entity].one(db, key);
    if (!item) throw notFound(entity === 'assessment' ? 'Assessment not found' : 'Not found');
    return item;
  }

  for (const entity of TRANSLATABLE_ENTITIES) {
    const base = `/translations/${entity}`;

    app.get(
      base,
      {
        schema: {
          tags: ['admin'],
          summary: `Every ${entity} with the languages its texts lack (admin)`,
          security: bearer,
          response: { 200: MissingTranslationsList, ...errors(401, 403) },
        },
        preHandler: app.requireAdmin,
      },
      async () => {
        const items = await sources[entity].all(app.db);
        const texts = await new TranslationsRepository(app.db).ofItems(
          entity,
          items.map((i) => i.id),
        );
        return {
          success: true,
          data: items.map((item) => ({
            id: item.key,
            label: item.label,
            missing: missingLangs(item.english, texts.get(item.id) ?? {}),
          })),
        };
      },
    );

    app.get(
      `${base}/:id`,
      {
        schema: {
          tags: ['admin'],
          summary: `One ${entity}'s texts: English, each translation, the languages missing (admin)`,
          security: bearer,
          params: TranslationIdParams,
          response: { 200: ItemTranslationsResponse, ...errors(400, 401, 403, 404) },
        },
        preHandler: app.requireAdmin,
      },
      async (request) => {
        const item = await itemOf(app.db, entity, request.params.id);
        const texts = await new TranslationsRepository(app.db).ofItems(entity, [item.id]);
        return { success: true, data: view(item, texts.get(item.id) ?? {}) };
      },
    );

    app.put(
      `${base}/:id`,
      {
        schema: {
          tags: ['admin'],
          summary: `Set or remove some of one ${entity}'s translations (an empty text removes one) (admin)`,
          security: bearer,
          params: TranslationIdParams,
          body: TranslationBodies[entity],
          response: { 200: ItemTranslationsResponse, ...errors(400, 401, 403, 404) },
        },
        preHandler: app.requireAdmin,
      },
      async (request) => {
        const changes = checkedChanges(entity, request.body as TranslationBody);
        const now = nowIso();
        const result = await app.db.transaction().execute(async (trx) => {
          const item = await itemOf(trx, entity, request.params.id);
          const repo = new TranslationsRepository(trx);
          const before = (await repo.ofItems(entity, [item.id])).get(item.id) ?? {};
          const changed = new Map<string, string[]>();
          for (const { field, lang, text } of changes) {
            const old = (before[field] as Record<string, string> | undefined)?.[lang] ?? null;
            if (old === text) continue;
            await repo.set({ entity, entityId: item.id, field, lang }, text, now);
            changed.set(field, [...(changed.get(field) ?? []), lang]);
          }
          const summary = [...changed].map(([field, langs]) => `${field} (${langs.join(', ')})`);
          await app.audit(trx, request, {
            action: 'translation.update',
            target: { type: entity, id: item.key },
            ...(summary.length > 0
              ? { summary: 'translation.changed', params: { changes: summary.join('; ') } }
              : { summary: 'translation.unchanged' }),
          });
          const after = (await repo.ofItems(entity, [item.id])).get(item.id) ?? {};
          return view(item, after);
        });
        return { success: true, data: result };
      },
    );
  }
};

export default translationRoutes;
