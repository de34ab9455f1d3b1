// Texts staff type for visitors in seven languages: each public answer in the request's language,
// English where staff gave no translation; the admin's routes reading and writing translations
// (their limits, unknown languages refused, each change audited) and saying which languages each
// item lacks; admins only. On SQLite and (with TEST_DATABASE_URL) PostgreSQL.
import { seedAssessments } from '../src/db/seed';
import { batch as batchBody } from './commerce-helpers';
import {
  bearer,
  dialects,
  json,
  signedInAdmin,
  signedInUser,
  testApp,
  type Account,
  type TestApp,
} from './helpers';

const A_PLUS = 'a-plus-practice';
const HINDI_NAME = 'CompTIA A+ अभ्यास परीक्षा';
const HINDI_DESCRIPTION = 'CompTIA A+ पाठ्यक्रम के लिए समयबद्ध अभ्यास। कोई प्रमाणपत्र नहीं।';

interface Listed {
  slug: string;
  name: string;
  description: string;
  textLang?: { name: string; description: string };
}
interface ItemTranslations {
  id: string;
  english: Record<string, string>;
  texts: Record<string, Record<string, string>>;
  missing: string[];
}

describe.each(dialects)('staff texts in seven languages (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let user: Account;

  beforeAll(async () => {
    t = await testApp(dialect);
    await seedAssessments(t.app.repos);
    admin = await signedInAdmin(t.app);
    user = await signedInUser(t.app);
  });
  afterAll(async () => t?.close());

  const put = (path: string, body: Record<string, unknown>, token = admin.token) =>
    t.app.inject({ method: 'PUT', url: `/api${path}`, headers: bearer(token), payload: body });
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api${path}`, headers });
  const listed = async (lang: string) => {
    const res = await get('/assessments', { 'accept-language': lang });
    expect(res.headers.vary).toContain('Accept-Language');
    return json<{ data: Listed[] }>(res).data;
  };
  const aPlus = async (lang: string) => (await listed(lang)).find((a) => a.slug === A_PLUS);
  const events = () =>
    t.app.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('action', '=', 'translation.update')
      .orderBy('seq')
      .execute();

  it('answers the English text where no translation exists, saying it is English', async () => {
    expect(await aPlus('hi')).toMatchObject({
      name: 'CompTIA A+ practice exam',
      description: 'A timed practice run for the CompTIA A+ course. No certificate.',
      textLang: { name: 'en', description: 'en' },
    });
  });

  it('lists each assessment with every language missing before staff translate it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/translations/assessment',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const item = json<{ data: Array<{ id: string; missing: string[] }> }>(res).data.find(
      (i) => i.id === A_PLUS,
    );
    expect(item?.missing).toEqual(['hi', 'nl', 'fr', 'pt', 'it', 'ar']);
  });

  it('saves a Hindi and an Arabic translation, audited, and answers each language in its own', async () => {
    const res = await put(`/translations/assessment/${A_PLUS}`, {
      texts: {
        name: { hi: `  ${HINDI_NAME} `, ar: 'اختبار تدريبي CompTIA A+' },
        description: { hi: HINDI_DESCRIPTION },
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = json<{ data: ItemTranslations }>(res).data;
    expect(saved.texts.name).toEqual({ hi: HINDI_NAME, ar: 'اختبار تدريبي CompTIA A+' });
    expect(saved.missing).toEqual(['nl', 'fr', 'pt', 'it', 'ar']);

    expect(await aPlus('hi')).toMatchObject({
      name: HINDI_NAME,
      description: HINDI_DESCRIPTION,
      textLang: { name: 'hi', description: 'hi' },
    });
    // Arabic has a name but no description: the description falls back to English alone.
    expect(await aPlus('ar-EG,ar;q=0.9')).toMatchObject({
      name: 'اختبار تدريبي CompTIA A+',
      description: 'A timed practice run for the CompTIA A+ course. No certificate.',
      textLang: { name: 'ar', description: 'en' },
    });
    expect(await aPlus('nl')).toMatchObject({
      name: 'CompTIA A+ practice exam',
      textLang: { name: 'en', description: 'en' },
    });
    expect(await aPlus('en')).toMatchObject({ name: 'CompTIA A+ practice exam' });

    const [event] = await events();
    expect(event).toMatchObject({
      targetType: 'assessment',
      targetId: A_PLUS,
      summaryKey: 'translation.changed',
    });
    expect(event?.summary).toContain('name (hi, ar)');
    expect(event?.summary).toContain('description (hi)');
  });

  it("shows the admin's manage list which languages each assessment lacks", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/assessments/manage',
      headers: bearer(admin.token),
    });
    const item = json<{ data: Array<{ slug: string; missingTranslations?: string[] }> }>(
      res,
    ).data.find((a) => a.slug === A_PLUS);
    expect(item?.missingTranslations).toEqual(['nl', 'fr', 'pt', 'it', 'ar']);
  });

  it('gives the attempt the name in the taker’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/${A_PLUS}/attempts`,
      headers: { ...bearer(user.token), 'accept-language': 'hi' },
      payload: { level: 'practice', fullName: 'Asha Verma' },
    });
    expect(res.statusCode).toBe(201);
    expect(json<{ name: string }>(res).name).toBe(HINDI_NAME);
  });

  it('removes a translation sent empty, so the page shows English again', async () => {
    const res = await put(`/translations/assessment/${A_PLUS}`, { texts: { name: { ar: '' } } });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: ItemTranslations }>(res).data.texts.name).toEqual({ hi: HINDI_NAME });
    expect((await aPlus('ar'))?.textLang).toEqual({ name: 'en', description: 'en' });
  });

  it('audits a save that changes nothing as such', async () => {
    const before = (await events()).length;
    await put(`/translations/assessment/${A_PLUS}`, { texts: { name: { hi: HINDI_NAME } } });
    const all = await events();
    expect(all).toHaveLength(before + 1);
    expect(all.at(-1)?.summaryKey).toBe('translation.unchanged');
  });

  it.each([
    ['an unknown language', { texts: { name: { de: 'Übungsprüfung' } } }, 'VALIDATION'],
    ['English, which is the text itself', { texts: { name: { en: 'Other' } } }, 'VALIDATION'],
    ['a field the item does not have', { texts: { schedule: { hi: 'शनिवार' } } }, 'VALIDATION'],
    [
      'a name longer than the English limit',
      { texts: { name: { hi: 'क'.repeat(121) } } },
      'FIELD_MAX_LENGTH',
    ],
    ['a one-letter name', { texts: { name: { hi: ' क ' } } }, 'FIELD_MIN_LENGTH'],
  ])('refuses %s with a 400 and changes nothing', async (_what, body, code) => {
    const before = (await events()).length;
    const res = await put(`/translations/assessment/${A_PLUS}`, body);
    expect(res.statusCode).toBe(400);
    const answer = json<{ success: boolean; code: string; message: string }>(res);
    expect(answer.success).toBe(false);
    if (code !== 'VALIDATION') expect(answer.code).toBe(code);
    expect(answer.message).not.toBe('');
    expect(await events()).toHaveLength(before);
    expect((await aPlus('hi'))?.name).toBe(HINDI_NAME);
  });

  it('answers 404 for an item that does not exist', async () => {
    const res = await put('/translations/assessment/no-such-exam', { texts: {} });
    expect(res.statusCode).toBe(404);
  });

  it('lets only admins read or write translations', async () => {
    const body = { texts: { name: { hi: 'बदला हुआ' } } };
    expect((await put(`/translations/assessment/${A_PLUS}`, body, user.token)).statusCode).toBe(
      403,
    );
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/translations/assessment/${A_PLUS}`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const url of ['/api/translations/assessment', `/api/translations/assessment/${A_PLUS}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
      expect(res.statusCode).toBe(403);
    }
    expect((await aPlus('hi'))?.name).toBe(HINDI_NAME);
  });

  it("answers a course's batch schedule in the page's language, English where missing", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/commerce/batches',
      headers: bearer(admin.token),
      payload: batchBody,
    });
    expect(created.statusCode).toBe(201);
    const { id } = json<{ data: { id: string } }>(created).data;
    const missingBefore = await t.app.inject({
      method: 'GET',
      url: '/api/commerce/batches?courseSlug=security-plus',
      headers: bearer(admin.token),
    });
    expect(
      json<{ data: Array<{ id: string; missingTranslations?: string[] }> }>(
        missingBefore,
      ).data.find((b) => b.id === id)?.missingTranslations,
    ).toHaveLength(6);
    const saved = await put(`/translations/batch/${id}`, {
      texts: { schedule: { hi: 'शनि–रवि, 10:00–17:00 IST' } },
    });
    expect(saved.statusCode).toBe(200);
    const offered = async (lang: string) => {
      const res = await get('/courses/security-plus/offers', { 'accept-language': lang });
      expect(res.headers.vary).toContain('Accept-Language');
      return json<{
        data: { batches: Array<{ id: string; schedule: string; scheduleLang?: string }> };
      }>(res).data.batches.find((b) => b.id === id);
    };
    expect(await offered('hi')).toMatchObject({
      schedule: 'शनि–रवि, 10:00–17:00 IST',
      scheduleLang: 'hi',
    });
    expect(await offered('fr')).toMatchObject({ schedule: batchBody.schedule, scheduleLang: 'en' });
    const [event] = (await events()).filter((e) => e.targetType === 'batch');
    expect(event).toMatchObject({ targetId: id, summaryKey: 'translation.changed' });
  });

  it('answers reviews and blog posts in the page language, English where missing', async () => {
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('reviews')
      .values({
        id: 'review-1',
        name: 'Asha V.',
        rating: 5,
        text: 'Clear and practical teaching.',
        course: 'CompTIA A+',
        createdAt: now,
      })
      .execute();
    await t.app.db
      .insertInto('blogPosts')
      .values({
        id: 'post-1',
        slug: 'exam-day',
        title: 'Exam day',
        excerpt: 'Small routines.',
        body: 'Sleep well.',
        author: 'Training team',
        imageUrl: '',
        publishedAt: now,
      })
      .execute();
    expect(
      (await put('/translations/review/review-1', { texts: { text: { fr: 'Clair et concret.' } } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await put('/translations/blog_post/post-1', {
          texts: { title: { fr: "Le jour de l'examen" }, body: { fr: 'Dormez bien.' } },
        })
      ).statusCode,
    ).toBe(200);
    const review = async (lang: string) =>
      json<{ data: Array<{ id: string; text: string; textLang?: string }> }>(
        await get('/reviews', { 'accept-language': lang }),
      ).data.find((r) => r.id === 'review-1');
    expect(await review('fr')).toMatchObject({ text: 'Clair et concret.', textLang: 'fr' });
    expect(await review('pt')).toMatchObject({
      text: 'Clear and practical teaching.',
      textLang: 'en',
    });
    const post = json<{ data: { title: string; excerpt: string; body: string; lang: unknown } }>(
      await get('/blogs/exam-day', { 'accept-language': 'fr' }),
    ).data;
    expect(post).toMatchObject({
      title: "Le jour de l'examen",
      excerpt: 'Small routines.',
      body: 'Dormez bien.',
      lang: { title: 'fr', excerpt: 'en', body: 'fr' },
    });
    const missing = json<{ data: ItemTranslations }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/translations/blog_post/post-1',
        headers: bearer(admin.token),
      }),
    ).data.missing;
    expect(missing).toEqual(['hi', 'nl', 'fr', 'pt', 'it', 'ar']);
    const types = (await events()).map((e) => e.targetType);
    expect(types).toEqual(expect.arrayContaining(['review', 'blog_post']));
  });

  it('labels each listed review by its reviewer and the start of its text, each post by its title', async () => {
    await t.app.db
      .insertInto('reviews')
      .values({
        id: 'review-2',
        name: 'Ravi K.',
        rating: 4,
        text: 'The trainer  explained every\nSecurity+ domain with real incidents from Indian banks and hospitals.',
        course: 'CompTIA Security+',
        createdAt: new Date().toISOString(),
      })
      .execute();
    const list = async (entity: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/translations/${entity}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
      return json<{ data: Array<{ id: string; label: string; missing: string[] }> }>(res).data;
    };
    const reviews = await list('review');
    // Cut at a word, on one line, within sixty characters.
    expect(reviews.find((r) => r.id === 'review-2')).toEqual({
      id: 'review-2',
      label: 'Ravi K.: The trainer explained every Security+ domain with real…',
      missing: ['hi', 'nl', 'fr', 'pt', 'it', 'ar'],
    });
    expect(reviews.find((r) => r.id === 'review-1')).toEqual({
      id: 'review-1',
      label: 'Asha V.: Clear and practical teaching.',
      missing: ['hi', 'nl', 'pt', 'it', 'ar'],
    });
    expect((await list('blog_post')).find((p) => p.id === 'post-1')).toEqual({
      id: 'post-1',
      label: 'Exam day',
      missing: ['hi', 'nl', 'fr', 'pt', 'it', 'ar'],
    });
    expect((await list('assessment')).find((a) => a.id === A_PLUS)?.label).toBe(
      'CompTIA A+ practice exam',
    );
  });
});

describe.each(dialects)('the demo data in seven languages (%s)', (dialect) => {
  it('gives every seeded assessment and batch a translation in each of the six languages', async () => {
    const t = await testApp(dialect, { SEED_DEMO_DATA: 'true' });
    try {
      for (const lang of ['hi', 'nl', 'fr', 'pt', 'it', 'ar']) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/assessments',
          headers: { 'accept-language': lang },
        });
        const list = json<{ data: Listed[] }>(res).data;
        expect(list.length).toBeGreaterThanOrEqual(5);
        for (const a of list) {
          expect({ lang, slug: a.slug, textLang: a.textLang }).toEqual({
            lang,
            slug: a.slug,
            textLang: { name: lang, description: lang },
          });
        }
        const offers = json<{ data: { batches: Array<{ scheduleLang?: string }> } }>(
          await t.app.inject({
            method: 'GET',
            url: '/api/courses/security-plus/offers',
            headers: { 'accept-language': lang },
          }),
        ).data.batches;
        expect(offers.length).toBeGreaterThan(0);
        expect(offers.every((b) => b.scheduleLang === lang)).toBe(true);
      }
      const hindi = json<{ data: Listed[] }>(
        await t.app.inject({
          method: 'GET',
          url: '/api/assessments',
          headers: { 'accept-language': 'hi' },
        }),
      ).data.find((a) => a.slug === A_PLUS);
      expect(hindi?.description).toBe(
        'CompTIA A+ कोर्स के लिए समय-सीमा वाला प्रैक्टिस टेस्ट। इसमें प्रमाणपत्र नहीं मिलता।',
      );
    } finally {
      await t.close();
    }
  });
});
