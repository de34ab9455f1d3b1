import { readdirSync } from 'node:fs';
import path from 'node:path';
import { comptiaLevels, pecbCategories } from 'shared';
import {
  allCourses,
  loadAllCourses,
  loadCourse,
  comptiaCourses,
  comptiaLevelInfo,
  courseById,
  courseId,
  findCourse,
  pecbCategoryInfo,
  pecbCourses,
} from '.';

/** The product's list of CompTIA and PECB pages, written out literally. */
const specComptia: Record<string, string[]> = {
  specialist: ['a-plus', 'network-plus', 'security-plus', 'secure-infrastructure'],
  professional: [
    'cysa-plus',
    'pentest-plus',
    'cloud-plus',
    'cnvp',
    'network-security',
    'secure-cloud',
    'security-analytics',
  ],
  expert: ['casp-plus', 'csae'],
};

const specPecb: Record<string, string[]> = {
  'information-security': ['iso-27001', 'iso-27002', 'iso-27005', 'iso-27034', 'iso-27035', 'ciso', 'ebios'],
  cybersecurity: ['penetration-testing', 'cloud-security', 'computer-forensics', 'cmmc', 'network-security', 'scada-security'],
  quality: ['iso-9001', 'iso-55001', 'iso-13485', 'iso-21001', 'iso-21502', 'iso-28000', 'six-sigma', 'iso-17025', 'iso-20000'],
  governance: ['iso-31000', 'iso-37001', 'iso-37000', 'iso-37301', 'iso-38500', 'internal-auditor', 'operational-risk'],
  'artificial-intelligence': ['ai-professional', 'ai-risk-management', 'iso-42001'],
  privacy: ['gdpr', 'iso-27701'],
  continuity: ['iso-22301', 'crisis-management', 'dora', 'disaster-recovery', 'operational-resilience'],
  'technical-cybersecurity': ['ethical-hacking', 'ccta', 'digital-forensics', 'incident-response'],
  'digital-transformation': [],
};

const specRoutes = [
  ...Object.entries(specComptia).flatMap(([level, slugs]) =>
    slugs.map((slug) => ({ vendor: 'CompTIA' as const, group: level, slug })),
  ),
  ...Object.entries(specPecb).flatMap(([category, slugs]) =>
    slugs.map((slug) => ({ vendor: 'PECB' as const, group: category, slug })),
  ),
];

describe('catalog data', () => {
  it('has exactly the courses the product lists, 13 CompTIA and 43 PECB', () => {
    expect(specRoutes).toHaveLength(56);
    expect(comptiaCourses).toHaveLength(13);
    expect(pecbCourses).toHaveLength(43);
    const inData = allCourses.map((c) => `${c.vendor}/${c.group}/${c.slug}`).sort();
    const inSpec = specRoutes.map((r) => `${r.vendor}/${r.group}/${r.slug}`).sort();
    expect(inData).toEqual(inSpec);
  });

  it('has a page for every level and category of the spec', () => {
    expect(Object.keys(comptiaLevelInfo).sort()).toEqual(Object.keys(specComptia).sort());
    expect([...comptiaLevels].sort()).toEqual(Object.keys(specComptia).sort());
    expect(Object.keys(pecbCategoryInfo).sort()).toEqual(Object.keys(specPecb).sort());
    expect([...pecbCategories].sort()).toEqual(Object.keys(specPecb).sort());
    // A category without courses must still have content of its own.
    expect(pecbCategoryInfo['digital-transformation'].body?.length).toBeGreaterThan(0);
  });

  it.each(specRoutes)('$vendor $group/$slug resolves to a complete course', async ({ vendor, group, slug }) => {
    const course = await findCourse(vendor, group, slug);
    expect(course).toBeDefined();
    if (!course) return;
    for (const text of [course.title, course.summary, course.credential]) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/lorem|ipsum|TODO/i);
    }
    expect(course.durationHours).toBeGreaterThan(0);
    expect(course.modes.length).toBeGreaterThan(0);
    expect(course.audience.length).toBeGreaterThan(0);
    expect(course.prerequisites.length).toBeGreaterThan(0);
    expect(course.outline.length).toBeGreaterThanOrEqual(2);
    expect(course.faqs.length).toBeGreaterThanOrEqual(2);
    expect(course.faqs.length).toBeLessThanOrEqual(4);
    expect(course.related.length).toBeGreaterThan(0);
    for (const format of course.examFormats ?? []) {
      expect(course.examCodes).toContain(format.code);
    }
  });

  it('has no duplicate slugs within a vendor', () => {
    const ids = allCourses.map(courseId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has one page-content module per level and category, holding exactly its courses', async () => {
    for (const [vendor, summaries] of [
      ['comptia', comptiaCourses],
      ['pecb', pecbCourses],
    ] as const) {
      const groups = [...new Set(summaries.map((c) => c.group))].sort();
      const files = readdirSync(path.join(__dirname, vendor)).map((f) => f.replace(/\.ts$/, ''));
      expect(files.sort()).toEqual(groups);
      for (const group of groups) {
        const module = (await import(`./${vendor}/${group}.ts`)) as { default: object };
        expect(Object.keys(module.default).sort()).toEqual(
          summaries.filter((c) => c.group === group).map((c) => c.slug).sort(),
        );
      }
    }
  });

  it('refuses a course that is not in its group', async () => {
    await expect(
      loadCourse({ vendor: 'CompTIA', group: 'expert', slug: 'security-plus' }),
    ).rejects.toThrow('No CompTIA course expert/security-plus');
  });

  it('keeps each course whole: its module adds to its summary, never changes it', async () => {
    const courses = await loadAllCourses();
    expect(courses.map(({ vendor, group, slug, title, summary, examCodes }) => ({ vendor, group, slug, title, summary, examCodes }))).toEqual(
      allCourses.map(({ vendor, group, slug, title, summary, examCodes }) => ({ vendor, group, slug, title, summary, examCodes })),
    );
  });

  it('links every related course and path step to a course that exists, never to itself', async () => {
    for (const course of await loadAllCourses()) {
      for (const id of [...course.related, ...course.pathBefore, ...course.pathAfter]) {
        expect({ from: courseId(course), to: id, found: Boolean(courseById(id)) }).toEqual({
          from: courseId(course),
          to: id,
          found: true,
        });
        expect(id).not.toBe(courseId(course));
      }
    }
  });

  it('carries the current CompTIA exam codes, and none for stackable pathways', async () => {
    const codes = Object.fromEntries(comptiaCourses.map((c) => [c.slug, c.examCodes]));
    expect(codes).toEqual({
      'a-plus': ['220-1201', '220-1202'],
      'network-plus': ['N10-009'],
      'security-plus': ['SY0-701'],
      'secure-infrastructure': undefined,
      'cysa-plus': ['CS0-003'],
      'pentest-plus': ['PT0-003'],
      'cloud-plus': ['CV0-004'],
      cnvp: undefined,
      'network-security': undefined,
      'secure-cloud': undefined,
      'security-analytics': undefined,
      'casp-plus': ['CAS-005'],
      csae: undefined,
    });
    expect((await findCourse('CompTIA', 'specialist', 'security-plus'))?.examFormats).toEqual([
      { code: 'SY0-701', maxQuestions: 90, minutes: 90, passingScore: '750 (on a scale of 100-900)' },
    ]);
  });
});
