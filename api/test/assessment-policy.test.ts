// The assessment policy's decisions, made explicit. An attempt the security rule ends
// issues no certificate: a passing one waits for an admin's review, who grants (a signed
// certificate) or refuses, audited. A passed certifying level is not taken again until an admin
// allows a retake, audited. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { seedAssessments, LEAD_SALES_SLUG } from '../src/db/seed';
import {
  bearer,
  dialects,
  generousLimits,
  json,
  signedInAdmin,
  signedInUser,
  testApp,
  type Account,
  type TestApp,
} from './helpers';

interface Attempt {
  attemptId: string;
  questions: Array<{ id: string; text: string; options: string[] }>;
  result?: { passed: boolean; certificateId?: string; review?: string };
}

interface Review {
  attemptId: string;
  submitReason: string | null;
  passed: boolean | null;
  certificateId: string | null;
  review: string | null;
  reviewedAt: string | null;
  retakeAllowed: boolean;
}

describe.each(dialects)('assessment policy (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  /** question text -> correct option text */
  const key = new Map<string, string>();

  beforeAll(async () => {
    t = await testApp(dialect, {}, { rateLimits: generousLimits() });
    await seedAssessments(t.app.repos);
    admin = await signedInAdmin(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/questions?pageSize=100',
      headers: bearer(admin.token),
    });
    for (const q of json<{
      data: Array<{ text: string; options: string[]; correctOption: number }>;
    }>(res).data)
      key.set(q.text, q.options[q.correctOption] as string);
  });
  afterAll(async () => t.close());

  const start = (token: string, level = 'easy', slug = LEAD_SALES_SLUG, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/assessments/${slug}/attempts`,
      headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
      payload: { level, fullName: 'Asha Verma' },
    });

  const rightAnswers = (attempt: Attempt) =>
    attempt.questions.map((q) => ({
      questionId: q.id,
      selectedOption: q.options.indexOf(key.get(q.text) as string),
    }));

  const submit = (token: string, attempt: Attempt) =>
    t.app.inject({
      method: 'POST',
      url: `/api/assessments/attempts/${attempt.attemptId}/submit`,
      headers: bearer(token),
      payload: { answers: rightAnswers(attempt) },
    });

  /** A right-answered attempt the third security event ends. */
  async function endedBySecurity(user: Account): Promise<Attempt> {
    const attempt = json<Attempt>(await start(user.token));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/assessments/attempts/${attempt.attemptId}/answers`,
      headers: bearer(user.token),
      payload: { answers: rightAnswers(attempt) },
    });
    expect(saved.statusCode).toBe(200);
    let last: { submitted: boolean; result?: Attempt['result'] } = { submitted: false };
    for (let i = 0; i < 3; i += 1) {
      last = json(
        await t.app.inject({
          method: 'POST',
          url: `/api/assessments/attempts/${attempt.attemptId}/security`,
          headers: bearer(user.token),
          payload: { kind: 'tab-hidden' },
        }),
      );
    }
    expect(last.submitted).toBe(true);
    return { ...attempt, result: last.result };
  }

  const decide = (attemptId: string, decision: string, token = admin.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/assessments/attempts/${attemptId}/review`,
      headers: bearer(token),
      payload: { decision },
    });

  const allowRetake = (attemptId: string, token = admin.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/assessments/attempts/${attemptId}/retake`,
      headers: bearer(token),
    });

  const certificatesOf = (attemptId: string) =>
    t.app.db
      .selectFrom('certificates')
      .select(['certificateId', 'credential', 'issuedByUserId'])
      .where('attemptId', '=', attemptId)
      .execute();

  const eventsFor = (targetId: string) =>
    t.app.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('targetId', '=', targetId)
      .orderBy('seq')
      .execute();

  it("ends a passing attempt at the security limit without a certificate, waiting for an admin's review", async () => {
    const user = await signedInUser(t.app);
    const attempt = await endedBySecurity(user);
    expect(attempt.result).toMatchObject({ passed: true, review: 'pending' });
    expect(attempt.result?.certificateId).toBeUndefined();
    expect(await certificatesOf(attempt.attemptId)).toHaveLength(0);
    const read = json<Attempt>(
      await t.app.inject({
        method: 'GET',
        url: `/api/assessments/attempts/${attempt.attemptId}`,
        headers: bearer(user.token),
      }),
    );
    expect(read.result).toMatchObject({
      passed: true,
      review: 'pending',
      submitReason: 'security',
    });
    // The level waits for the decision.
    const again = await start(user.token);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'REVIEW_PENDING',
      message:
        "Your last attempt at this level is waiting for an administrator's review. You can start again once it is decided.",
    });
  });

  it('issues a signed certificate when an admin grants it, bound to the attempt and audited', async () => {
    const user = await signedInUser(t.app);
    const attempt = await endedBySecurity(user);
    const res = await decide(attempt.attemptId, 'grant');
    expect(res.statusCode).toBe(200);
    const review = json<{ data: Review }>(res).data;
    expect(review).toMatchObject({ review: 'granted', submitReason: 'security', passed: true });
    expect(review.reviewedAt).toEqual(expect.any(String));
    expect(review.certificateId).toMatch(/^SB-/);
    const [certificate, ...more] = await certificatesOf(attempt.attemptId);
    expect(more).toHaveLength(0);
    expect(certificate?.certificateId).toBe(review.certificateId);
    expect(JSON.parse(certificate?.credential as string).proof).toMatchObject({
      cryptosuite: 'eddsa-rdfc-2022',
    });
    const me = await t.app.repos.users.findByEmail(admin.email);
    expect(certificate?.issuedByUserId).toBe(me?.id);
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${review.certificateId}`,
    });
    expect(json(lookup)).toMatchObject({ data: { fullName: 'Asha Verma', status: 'valid' } });
    // The person sees it with their result.
    const read = json<Attempt>(
      await t.app.inject({
        method: 'GET',
        url: `/api/assessments/attempts/${attempt.attemptId}`,
        headers: bearer(user.token),
      }),
    );
    expect(read.result).toMatchObject({ review: 'granted', certificateId: review.certificateId });
    const events = await eventsFor(attempt.attemptId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'attempt.review',
      targetType: 'attempt',
      actorEmail: admin.email,
      summaryKey: 'attempt.review_granted',
      summary: `Granted certificate ${review.certificateId} to ${user.email} for "Lead and Sales Assessment" (easy) after security warnings`,
    });
    // Decided once: a second decision is refused and changes nothing.
    const second = await decide(attempt.attemptId, 'refuse');
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({ code: 'REVIEW_NOT_PENDING' });
    expect(await eventsFor(attempt.attemptId)).toHaveLength(1);
  });

  it('records a refusal without a certificate, audited; the person may try again under the usual rules', async () => {
    const user = await signedInUser(t.app);
    const attempt = await endedBySecurity(user);
    const res = await decide(attempt.attemptId, 'refuse');
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Review }>(res).data).toMatchObject({
      review: 'refused',
      certificateId: null,
    });
    expect(await certificatesOf(attempt.attemptId)).toHaveLength(0);
    const events = await eventsFor(attempt.attemptId);
    expect(events.map((e) => [e.action, e.summaryKey])).toEqual([
      ['attempt.review', 'attempt.review_refused'],
    ]);
    const read = json<Attempt & { result: { nextAttemptAt?: string } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/assessments/attempts/${attempt.attemptId}`,
        headers: bearer(user.token),
      }),
    );
    expect(read.result).toMatchObject({ review: 'refused' });
    expect(read.result.nextAttemptAt).toEqual(expect.any(String));
    // The usual wait (60 minutes for this assessment) applies, not the review's hold.
    const again = await start(user.token);
    expect(json(again)).toMatchObject({ code: 'NEXT_ATTEMPT' });
  });

  it('gives ten simultaneous grants one certificate', async () => {
    const user = await signedInUser(t.app);
    const attempt = await endedBySecurity(user);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => decide(attempt.attemptId, 'grant')),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect(await certificatesOf(attempt.attemptId)).toHaveLength(1);
    expect(await eventsFor(attempt.attemptId)).toHaveLength(1);
  });

  it('refuses a decision on an attempt that waits for none, and to anyone but an admin', async () => {
    const user = await signedInUser(t.app);
    const attempt = json<Attempt>(await start(user.token));
    expect((await submit(user.token, attempt)).statusCode).toBe(200);
    const res = await decide(attempt.attemptId, 'grant');
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      code: 'REVIEW_NOT_PENDING',
      message: 'This attempt is not waiting for a review.',
    });
    const pending = await endedBySecurity(await signedInUser(t.app));
    expect((await decide(pending.attemptId, 'grant', user.token)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/assessments/attempts/${pending.attemptId}/review`,
          payload: { decision: 'grant' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await decide(pending.attemptId, 'approve')).statusCode).toBe(400);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'grant')).statusCode).toBe(404);
    expect(await certificatesOf(pending.attemptId)).toHaveLength(0);
    expect(await eventsFor(pending.attemptId)).toHaveLength(0);
  });

  it('refuses to start a passed certifying level again (409 with its code, in the request language)', async () => {
    const user = await signedInUser(t.app);
    const attempt = json<Attempt>(await start(user.token));
    expect(json(await submit(user.token, attempt))).toMatchObject({ passed: true });
    const again = await start(user.token);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({
      success: false,
      code: 'ALREADY_CERTIFIED',
      message:
        'You have passed this level and hold its certificate. It can be taken again only when an administrator allows a retake.',
    });
    const french = await start(user.token, 'easy', LEAD_SALES_SLUG, 'fr');
    expect(json(french)).toMatchObject({
      code: 'ALREADY_CERTIFIED',
      message: expect.stringMatching(/^Vous avez réussi ce niveau/),
    });
    // Another level, and a passed practice exam (no certificate), start as before.
    expect((await start(user.token, 'intermediate')).statusCode).toBe(201);
    const practice = json<Attempt>(await start(user.token, 'practice', 'a-plus-practice'));
    expect(json(await submit(user.token, practice))).toMatchObject({ passed: true });
    expect((await start(user.token, 'practice', 'a-plus-practice')).statusCode).toBe(201);
  });

  it('lets an admin allow one more attempt, audited once; that attempt uses it, whatever the wait', async () => {
    const user = await signedInUser(t.app);
    const first = json<Attempt>(await start(user.token));
    expect(json(await submit(user.token, first))).toMatchObject({ passed: true });
    const me = await t.app.repos.users.findByEmail(user.email);

    const res = await allowRetake(first.attemptId);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ success: true, data: { created: true } });
    // Given twice, it is still one allowance and one event.
    expect(json(await allowRetake(first.attemptId))).toMatchObject({ data: { created: false } });
    const events = await eventsFor(me!.id);
    expect(events.map((e) => [e.action, e.summaryKey, e.summary])).toEqual([
      [
        'attempt.retake_allow',
        'attempt.retake_allowed',
        `Allowed ${user.email} one more attempt at "Lead and Sales Assessment" (easy)`,
      ],
    ]);
    const stats = async () =>
      json<{ data: { recent: Array<{ attemptId: string; retakeAllowed: boolean }> } }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/assessments/${LEAD_SALES_SLUG}/stats`,
          headers: bearer(admin.token),
        }),
      ).data.recent.find((r) => r.attemptId === first.attemptId);
    expect(await stats()).toMatchObject({ retakeAllowed: true });

    // The assessment's 60-minute wait would refuse it; the allowance lets it start.
    const retake = await start(user.token);
    expect(retake.statusCode).toBe(201);
    const second = json<Attempt>(retake);
    expect(second.attemptId).not.toBe(first.attemptId);
    expect(await stats()).toMatchObject({ retakeAllowed: false });
    expect(json(await submit(user.token, second))).toMatchObject({ passed: true });
    // Used: passed again, the level is held back again.
    expect(json(await start(user.token))).toMatchObject({ code: 'ALREADY_CERTIFIED' });
  });

  it('refuses a retake allowance to anyone but an admin, and for an unknown attempt', async () => {
    const user = await signedInUser(t.app);
    const attempt = json<Attempt>(await start(user.token));
    expect((await allowRetake(attempt.attemptId, user.token)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/assessments/attempts/${attempt.attemptId}/retake`,
        })
      ).statusCode,
    ).toBe(401);
    expect((await allowRetake('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const me = await t.app.repos.users.findByEmail(user.email);
    expect(await eventsFor(me!.id)).toHaveLength(0);
  });
});
