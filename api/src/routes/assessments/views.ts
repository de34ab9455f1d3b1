// What the routes answer about an assessment, and who may take it.
import type { AdminAssessment, Assessment, Lang } from 'contracts';
import type { Translator } from '../../content-translations/localize';
import { translator } from '../../content-translations/localize';
import type { Db } from '../../db/database';
import type { AssessmentRecord } from '../../db/repositories/assessments';
import type { CurrentUser } from '../../plugins/auth';

export function publicView(a: AssessmentRecord): Assessment {
  return {
    slug: a.slug,
    name: a.name,
    description: a.description,
    levels: a.levels,
    passPercent: a.passPercent,
    maxAttempts: a.maxAttempts,
    waitMinutes: a.waitMinutes,
    requiredRole: a.requiredRole,
    issuesCertificate: a.issuesCertificate,
    securityLimit: a.securityLimit,
  };
}

/** The public view in a language: staff's translation of each text, English where none. */
export function localizedView(a: AssessmentRecord, translate: Translator): Assessment {
  const name = translate(a.id, 'name', a.name);
  const description = translate(a.id, 'description', a.description);
  return {
    ...publicView(a),
    name: name.text,
    description: description.text,
    textLang: { name: name.lang, description: description.lang },
  };
}

/** An assessment's name in `lang` (English where staff gave no translation). */
export async function localizedName(db: Db, a: AssessmentRecord, lang: Lang): Promise<string> {
  const translate = await translator(db, 'assessment', [a.id], lang);
  return translate(a.id, 'name', a.name).text;
}

/** The admin's view, in English (the texts staff typed); `missing`: languages lacking a text. */
export function adminView(
  a: AssessmentRecord,
  attempts: number,
  missing?: string[],
): AdminAssessment {
  return {
    ...publicView(a),
    categories: a.categories,
    active: a.active,
    attempts,
    ...(missing ? { missingTranslations: missing } : {}),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

/** Role-restricted assessments are for that role (and admins); the others for everyone. */
export function mayTake(a: AssessmentRecord, user: CurrentUser | null): boolean {
  if (a.requiredRole === null) return true;
  return user !== null && (user.role === a.requiredRole || user.role === 'admin');
}
