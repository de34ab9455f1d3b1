import { readdirSync } from 'node:fs';
import path from 'node:path';
import { COMPTIA_LEVELS, COURSE_INDEX, PECB_CATEGORIES } from 'contracts';
import type { Lang } from 'shared';
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
import { courseTextFiles, type CourseTexts, type GroupTexts } from './course-texts';

const key = (c: { vendor: string; group: string; slug: string }) =>
  `${c.vendor}/${c.group}/${c.slug}`;

const LANGS: Exclude<Lang, 'en'>[] = ['hi', 'nl', 'fr', 'pt', 'it', 'ar'];

/** A table of `lang`: a vendor's file, or a group's pages or (`<file>/summaries`) summaries. */
async function table(lang: string, name: string): Promise<CourseTexts> {
  const [file = '', part] = name.split('/');
  const { default: texts } = (await import(`./i18n/${lang}/${file}`)) as { default: unknown };
  // A vendor's file (`comptia`) is one table; a group's (`comptia-expert`) holds two.
  if (!file.includes('-')) return texts as CourseTexts;
  return part === 'summaries' ? (texts as GroupTexts).summaries : (texts as GroupTexts).page;
}

describe('catalog data', () => {
  it('lists exactly the courses of the course index, in its order', () => {
    expect(allCourses.map(key)).toEqual(COURSE_INDEX.map(key));
    expect(comptiaCourses.map(key)).toEqual(
      COURSE_INDEX.filter((c) => c.vendor === 'CompTIA').map(key),
    );
    expect(pecbCourses.map(key)).toEqual(COURSE_INDEX.filter((c) => c.vendor === 'PECB').map(key));
  });

  it('has a page for every level and category of the course index', () => {
    expect(Object.keys(comptiaLevelInfo).sort()).toEqual([...COMPTIA_LEVELS].sort());
    expect(Object.keys(pecbCategoryInfo).sort()).toEqual([...PECB_CATEGORIES].sort());
    // A category without courses must still have content of its own.
    for (const category of PECB_CATEGORIES) {
      if (COURSE_INDEX.some((c) => c.vendor === 'PECB' && c.group === category)) continue;
      expect(pecbCategoryInfo[category].body?.length).toBeGreaterThan(0);
    }
  });

  it.each(LANGS)(
    'has the texts of every course of the index in %s: its summary, outline and audience',
    async (lang) => {
      for (const entry of COURSE_INDEX) {
        const course = await loadCourse(entry);
        const tables = await Promise.all(
          [
            ...courseTextFiles(entry.vendor, entry.group),
            `${courseTextFiles(entry.vendor, entry.group)[0]!}/summaries`,
          ].map((file) => table(lang, file)),
        );
        const missing = [course.summary, ...course.outline, ...course.audience].filter(
          (text) => !tables.some((t) => Object.hasOwn(t, text)),
        );
        expect({ course: key(entry), missing }).toEqual({ course: key(entry), missing: [] });
      }
    },
  );

  it.each([...COURSE_INDEX])(
    '$vendor $group/$slug resolves to a complete course',
    async ({ vendor, group, slug }) => {
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
    },
  );

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
          summaries
            .filter((c) => c.group === group)
            .map((c) => c.slug)
            .sort(),
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
    expect(
      courses.map(({ vendor, group, slug, title, summary, examCodes }) => ({
        vendor,
        group,
        slug,
        title,
        summary,
        examCodes,
      })),
    ).toEqual(
      allCourses.map(({ vendor, group, slug, title, summary, examCodes }) => ({
        vendor,
        group,
        slug,
        title,
        summary,
        examCodes,
      })),
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
      {
        code: 'SY0-701',
        maxQuestions: 90,
        minutes: 90,
        passingScore: '750 (on a scale of 100-900)',
      },
    ]);
  });
});
