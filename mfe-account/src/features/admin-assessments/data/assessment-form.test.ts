import {
  bodyOf,
  changesOf,
  draftOf,
  emptyDraft,
  slugify,
  validateDraft,
  type AssessmentDraft,
} from './assessment-form';

const bank = [
  { category: 'sales', questions: 15 },
  { category: 'leads', questions: 5 },
];

const valid: AssessmentDraft = {
  ...emptyDraft,
  slug: 'lead-and-sales',
  name: 'Lead and Sales',
  categories: ['sales', 'leads'],
  levels: [{ level: 'easy', questionCount: '20', durationMinutes: '30' }],
};

describe('slugify', () => {
  it('offers lowercase words joined by single hyphens', () => {
    expect(slugify('  Lead & Sales (2026)  ')).toBe('lead-sales-2026');
    expect(slugify('Café Crème')).toBe('cafe-creme');
    expect(slugify('!!!')).toBe('');
  });

  it('never ends in a hyphen when it cuts a long name to 80 characters', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
  });
});

describe('validateDraft', () => {
  it('accepts a draft within every limit, counting the chosen categories together', () => {
    expect(validateDraft(valid, bank, true)).toEqual({});
  });

  it('refuses what the server refuses, field by field', () => {
    const errors = validateDraft(
      {
        ...valid,
        slug: 'manage',
        name: ' x ',
        description: 'd'.repeat(2001),
        levels: [
          { level: 'Easy', questionCount: '21', durationMinutes: '0' },
          { level: 'easy', questionCount: '1.5', durationMinutes: '241' },
        ],
        passPercent: '101',
        maxAttempts: '-1',
        waitMinutes: '43201',
        securityLimit: '11',
      },
      bank,
      true,
    );
    expect(errors).toEqual({
      slug: { key: 'errSlugReserved', vars: { slug: 'manage' } },
      name: { key: 'errName' },
      description: { key: 'errDescription' },
      'levels.0.questionCount': { key: 'errQuestionCountMax', vars: { total: 20 } },
      'levels.0.durationMinutes': { key: 'errDuration' },
      'levels.1.level': { key: 'errLevelDuplicate' },
      'levels.1.questionCount': { key: 'errQuestionCount' },
      'levels.1.durationMinutes': { key: 'errDuration' },
      passPercent: { key: 'errPassPercent' },
      maxAttempts: { key: 'errMaxAttempts' },
      waitMinutes: { key: 'errWait' },
      securityLimit: { key: 'errSecurity' },
    });
  });

  it('does not check the slug of an assessment being edited', () => {
    expect(validateDraft({ ...valid, slug: 'Old Slug' }, bank, false)).toEqual({});
    expect(validateDraft({ ...valid, slug: 'Old Slug' }, bank, true).slug).toEqual({
      key: 'errSlug',
    });
  });

  it('asks for one to five levels and at least one category', () => {
    const none = validateDraft({ ...valid, levels: [], categories: [] }, bank, true);
    expect(none.levels).toEqual({ key: 'errLevelsNone' });
    expect(none.categories).toEqual({ key: 'errCategoriesNone' });
    const six = Array.from({ length: 6 }, (_, i) => ({
      level: `level ${i}`,
      questionCount: '1',
      durationMinutes: '1',
    }));
    expect(validateDraft({ ...valid, levels: six }, bank, true).levels).toEqual({
      key: 'errLevelsMany',
    });
  });
});

describe('the request bodies', () => {
  it('turns the typed text into the API body, trimmed, with null for any signed-in user', () => {
    const draft = { ...valid, name: ' Lead and Sales ', requiredRole: '' as const };
    expect(bodyOf(draft)).toEqual({
      slug: 'lead-and-sales',
      name: 'Lead and Sales',
      description: '',
      categories: ['sales', 'leads'],
      levels: [{ level: 'easy', questionCount: 20, durationMinutes: 30 }],
      passPercent: 70,
      maxAttempts: 3,
      waitMinutes: 0,
      requiredRole: null,
      issuesCertificate: false,
      securityLimit: 3,
      active: true,
    });
    expect(changesOf(draft)).not.toHaveProperty('slug');
  });

  it('round-trips a stored assessment through the form unchanged', () => {
    const stored = {
      ...bodyOf({ ...valid, requiredRole: 'employee' }),
      attempts: 2,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-02T00:00:00Z',
    };
    expect(bodyOf(draftOf(stored))).toEqual(bodyOf({ ...valid, requiredRole: 'employee' }));
  });
});
