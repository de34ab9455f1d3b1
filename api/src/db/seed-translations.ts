// The demo's staff texts in the site's six other languages (migration 0021's table): the seeded
// assessments' names and descriptions and the seeded batches' schedules, so that no English
// sentence remains on a translated page of the demo. Translated for meaning with the glossary's
// terms (docs/i18n/GLOSSARY.md: practice test, course, certificate, assessment); CompTIA and its
// certification names stay as CompTIA writes them. Run once per database (its own marker, so a
// database seeded before translations existed gets them on its next start), and never over a
// translation staff have written.
import type { TranslatableEntity, TranslationLang } from 'contracts';
import { TranslationsRepository } from '../content-translations/repository';
import type { Db } from './database';
import type { Repositories } from './repositories';

const MARKER = 'content_translations_seed_v1';

type Texts = Record<TranslationLang, string>;

/** A practice test's name and description for a CompTIA certification name. */
function practice(cert: string): { name: Texts; description: Texts } {
  return {
    name: {
      hi: `${cert} प्रैक्टिस टेस्ट`,
      nl: `Oefenexamen ${cert}`,
      fr: `Examen blanc ${cert}`,
      pt: `Teste de prática ${cert}`,
      it: `Simulazione d'esame ${cert}`,
      ar: `اختبار تجريبي ${cert}`,
    },
    description: {
      hi: `${cert} कोर्स के लिए समय-सीमा वाला प्रैक्टिस टेस्ट। इसमें प्रमाणपत्र नहीं मिलता।`,
      nl: `Een oefenexamen op tijd voor de training ${cert}. Zonder certificaat.`,
      fr: `Un examen blanc chronométré pour la formation ${cert}. Sans certificat.`,
      pt: `Um teste de prática cronometrado para o curso ${cert}. Sem certificado.`,
      it: `Una simulazione d'esame a tempo per il corso ${cert}. Senza certificato.`,
      ar: `اختبار تجريبي محدد بوقت لدورة ${cert}. لا يمنح شهادة.`,
    },
  };
}

/** By the seeded assessment's slug. */
const ASSESSMENTS: Record<string, { name: Texts; description: Texts }> = {
  // seed.ts' LEAD_SALES_SLUG (not imported: seed.ts imports this file).
  'lead-and-sales': {
    name: {
      hi: 'लीड और सेल्स मूल्यांकन',
      nl: 'Toets leads en verkoop',
      fr: 'Évaluation prospects et ventes',
      pt: 'Avaliação de leads e vendas',
      it: 'Valutazione lead e vendite',
      ar: 'تقييم العملاء المحتملين والمبيعات',
    },
    description: {
      hi: 'लीड संभालने और परामर्श आधारित बिक्री का आंतरिक मूल्यांकन। उत्तीर्ण होने पर प्रमाणपत्र मिलता है।',
      nl: 'Interne toets over het opvolgen van leads en adviserend verkopen. Wie slaagt, krijgt een certificaat.',
      fr: 'Évaluation interne du suivi des prospects et de la vente-conseil. La réussite donne droit à un certificat.',
      pt: 'Avaliação interna do acompanhamento de leads e da venda consultiva. Quem for aprovado recebe um certificado.',
      it: 'Valutazione interna sulla gestione dei lead e sulla vendita consulenziale. Chi la supera riceve un certificato.',
      ar: 'تقييم داخلي لمتابعة العملاء المحتملين والبيع الاستشاري. يحصل الناجح على شهادة.',
    },
  },
  'a-plus-practice': practice('CompTIA A+'),
  'network-plus-practice': practice('CompTIA Network+'),
  'security-plus-practice': practice('CompTIA Security+'),
  'secure-infrastructure-practice': practice('CompTIA Secure Infrastructure Specialist'),
};

/** By the seeded batch's English schedule (the batches' ids are made at seeding). */
const SCHEDULES: Record<string, Texts> = {
  'Sat–Sun, 10:00–17:00 IST': {
    hi: 'शनिवार–रविवार, 10:00–17:00 IST',
    nl: 'za–zo, 10:00–17:00 IST',
    fr: 'sam.–dim., 10:00–17:00 IST',
    pt: 'sáb.–dom., 10:00–17:00 IST',
    it: 'sab–dom, 10:00–17:00 IST',
    ar: 'السبت–الأحد، 10:00–17:00 بتوقيت الهند',
  },
  'Mon–Fri, 09:30–17:30 IST': {
    hi: 'सोमवार–शुक्रवार, 09:30–17:30 IST',
    nl: 'ma–vr, 09:30–17:30 IST',
    fr: 'lun.–ven., 09:30–17:30 IST',
    pt: 'seg.–sex., 09:30–17:30 IST',
    it: 'lun–ven, 09:30–17:30 IST',
    ar: 'الاثنين–الجمعة، 09:30–17:30 بتوقيت الهند',
  },
};

async function fill(
  repo: TranslationsRepository,
  entity: TranslatableEntity,
  id: string,
  fields: Record<string, Texts>,
  now: string,
): Promise<void> {
  const existing = (await repo.ofItems(entity, [id])).get(id) ?? {};
  for (const [field, texts] of Object.entries(fields)) {
    for (const [lang, text] of Object.entries(texts)) {
      if (existing[field]?.[lang as TranslationLang]) continue;
      await repo.set({ entity, entityId: id, field, lang }, text, now);
    }
  }
}

/** Seeds the demo's translations once. Returns false when it had already run. */
export async function seedDemoTranslations(repos: Repositories, db: Db): Promise<boolean> {
  if (await repos.meta.get(MARKER)) return false;
  const now = new Date().toISOString();
  const repo = new TranslationsRepository(db);
  for (const [slug, fields] of Object.entries(ASSESSMENTS)) {
    const assessment = await repos.assessments.findBySlug(slug);
    if (assessment) await fill(repo, 'assessment', assessment.id, fields, now);
  }
  const batches = await db
    .selectFrom('batches')
    .select(['id', 'schedule'])
    .where('schedule', 'in', Object.keys(SCHEDULES))
    .execute();
  for (const batch of batches) {
    const texts = SCHEDULES[batch.schedule];
    if (texts) await fill(repo, 'batch', batch.id, { schedule: texts }, now);
  }
  await repos.meta.set(MARKER, now);
  return true;
}
