import {
  deadlineFor,
  distributionOf,
  eligibility,
  hasPassed,
  heldBack,
  isOpen,
  scoreAnswers,
  serveOptions,
  shuffle,
} from '../src/assessments/rules';

describe('assessment rules', () => {
  it('shuffles with Fisher-Yates and keeps every item', () => {
    // random(n) = n - 1 never swaps ... except with itself: identity.
    expect(shuffle([1, 2, 3, 4], (n) => n - 1)).toEqual([1, 2, 3, 4]);
    // random(n) = 0 rotates.
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    const many = shuffle(Array.from({ length: 50 }, (_, i) => i));
    expect([...many].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('scores in the served order, mapping back to the original option', () => {
    const served = [serveOptions('q1', 4, () => 0), serveOptions('q2', 3, (n) => n - 1)];
    // q1 served order [1,2,3,0]: the original option 0 is shown last (index 3).
    expect(served[0]?.order).toEqual([1, 2, 3, 0]);
    const correct = new Map([
      ['q1', 0],
      ['q2', 2],
    ]);
    expect(
      scoreAnswers(
        served,
        [
          { questionId: 'q1', selectedOption: 3 },
          { questionId: 'q2', selectedOption: 2 },
        ],
        correct,
      ),
    ).toBe(2);
    // Choosing the original index in the shuffled question is wrong.
    expect(scoreAnswers(served, [{ questionId: 'q1', selectedOption: 0 }], correct)).toBe(0);
    // Unanswered, unknown and out-of-range answers score nothing.
    expect(
      scoreAnswers(
        served,
        [
          { questionId: 'q1', selectedOption: null },
          { questionId: 'zz', selectedOption: 0 },
          { questionId: 'q2', selectedOption: 9 },
        ],
        correct,
      ),
    ).toBe(0);
  });

  it('passes at the pass mark, not below', () => {
    expect(hasPassed(7, 10, 70)).toBe(true);
    expect(hasPassed(6, 10, 70)).toBe(false);
    expect(hasPassed(0, 0, 0)).toBe(false);
  });

  it('keeps the deadline with a fake clock', () => {
    const start = new Date('2026-01-01T10:00:00.000Z');
    const deadline = deadlineFor(start, 30);
    expect(deadline).toBe('2026-01-01T10:30:00.000Z');
    expect(isOpen(deadline, new Date('2026-01-01T10:29:59.000Z'))).toBe(true);
    expect(isOpen(deadline, new Date('2026-01-01T10:30:01.000Z'))).toBe(false);
    expect(isOpen(deadline, new Date('2026-01-01T10:30:10.000Z'), 15)).toBe(true);
    expect(isOpen(deadline, new Date('2026-01-01T10:30:16.000Z'), 15)).toBe(false);
  });

  it('limits attempts and enforces the wait between them', () => {
    const rules = { maxAttempts: 2, waitMinutes: 60 };
    const done = { submittedAt: '2026-01-01T10:00:00.000Z', passed: false };
    expect(eligibility(rules, [], new Date('2026-01-01T10:00:00.000Z'))).toEqual({ allowed: true });
    const early = eligibility(rules, [done], new Date('2026-01-01T10:59:00.000Z'));
    expect(early).toMatchObject({ allowed: false, nextAttemptAt: '2026-01-01T11:00:00.000Z' });
    expect(eligibility(rules, [done], new Date('2026-01-01T11:00:00.000Z'))).toEqual({
      allowed: true,
    });
    expect(eligibility(rules, [done, done], new Date('2026-02-01T00:00:00.000Z'))).toMatchObject({
      allowed: false,
      message: expect.stringMatching(/all 2 attempts/),
    });
    expect(eligibility({ maxAttempts: 0, waitMinutes: 0 }, [done, done, done], new Date())).toEqual(
      { allowed: true },
    );
  });

  it('counts an attempt closed as a duplicate neither toward the limit nor toward the wait', () => {
    const rules = { maxAttempts: 1, waitMinutes: 60 };
    const duplicate = {
      submittedAt: '2026-01-01T10:00:00.000Z',
      passed: false,
      submitReason: 'duplicate',
    };
    const now = new Date('2026-01-01T10:01:00.000Z');
    expect(eligibility(rules, [duplicate], now)).toEqual({ allowed: true });
    expect(eligibility(rules, [{ ...duplicate, submitReason: 'submitted' }], now)).toMatchObject({
      allowed: false,
    });
  });

  it('holds a level back once it earned a certificate or while a review waits, not after a refusal', () => {
    const attempt = { certificateId: null, reviewStatus: null };
    expect(heldBack([attempt])).toBeUndefined();
    expect(heldBack([attempt, { ...attempt, certificateId: 'SB-X' }])).toEqual({
      code: 'ALREADY_CERTIFIED',
    });
    expect(heldBack([{ ...attempt, reviewStatus: 'pending' }])).toEqual({ code: 'REVIEW_PENDING' });
    expect(heldBack([{ ...attempt, reviewStatus: 'refused' }])).toBeUndefined();
  });

  it("labels the chart's five buckets", () => {
    expect(distributionOf([2, 1, 0, 1, 2])).toEqual([
      { range: '0-19', count: 2 },
      { range: '20-39', count: 1 },
      { range: '40-59', count: 0 },
      { range: '60-79', count: 1 },
      { range: '80-100', count: 2 },
    ]);
  });
});
