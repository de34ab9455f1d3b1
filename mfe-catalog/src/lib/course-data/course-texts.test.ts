import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pageTexts, recordDictionaryUse, type Lang } from 'shared';
import { buildCourse as comptiaCourse, comptiaCourses, comptiaLevelInfo } from './comptia';
import {
  courseTextFiles,
  translateTexts,
  translator,
  type CourseTexts,
  type GroupTexts,
  type Translate,
} from './course-texts';
import { loadComptia, loadCourse, loadPecb, markCourseTexts } from './load-courses';
import { buildCourse as pecbCourse, pecbCategoryInfo, pecbCourses } from './pecb';
import type { CourseSummary, Vendor } from './types';

const LANGS: Exclude<Lang, 'en'>[] = ['hi', 'nl', 'fr', 'pt', 'it', 'ar'];

/**
 * Every English text the pages show, by the table its translation belongs in: what the builders
 * look up, recorded. A course's summary is in its level's or category's summaries
 * (`comptia-specialist/summaries`); a text of one group's pages in that group's table; a
 * group's description, or a text several groups share, in the vendor's.
 */
async function englishTexts(): Promise<Map<string, Set<string>>> {
  const files = new Map<string, Set<string>>();
  let file = '';
  const record: Translate = (text) => {
    if (!files.has(file)) files.set(file, new Set());
    files.get(file)!.add(text);
    return text;
  };
  file = 'comptia';
  translateTexts(comptiaLevelInfo, record);
  file = 'pecb';
  translateTexts(pecbCategoryInfo, record);
  for (const course of [...comptiaCourses, ...pecbCourses]) {
    file = `${courseTextFiles(course.vendor, course.group)[0]!}/summaries`;
    translateTexts(course, record);
  }
  const usedBy = new Map<string, Set<string>>();
  const vendors: [Vendor, CourseSummary[]][] = [
    ['CompTIA', comptiaCourses],
    ['PECB', pecbCourses],
  ];
  for (const [vendor, courses] of vendors) {
    for (const group of new Set(courses.map((c) => c.group))) {
      file = courseTextFiles(vendor, group)[0]!;
      const details = (
        (await import(`./${vendor.toLowerCase()}/${group}`)) as { default: Record<string, never> }
      ).default;
      for (const course of courses.filter((c) => c.group === group)) {
        if (vendor === 'CompTIA') comptiaCourse(course.slug, details[course.slug]!, record);
        else pecbCourse(course.slug, details[course.slug]!, record);
      }
      // The group's own summaries are looked up in its summaries table.
      for (const text of files.get(`${file}/summaries`) ?? []) files.get(file)!.delete(text);
      for (const text of files.get(file) ?? []) {
        if (!usedBy.has(text)) usedBy.set(text, new Set());
        usedBy.get(text)!.add(file);
      }
    }
  }
  for (const [text, users] of usedBy) {
    const vendor = [...users][0]!.split('-')[0]!;
    if (users.size > 1 || files.get(vendor)!.has(text)) {
      for (const user of users) files.get(user)!.delete(text);
      files.get(vendor)!.add(text);
    }
  }
  return files;
}

/** What must come through translation unchanged: placeholders, exam codes, standards' numbers. */
function fixedTokens(text: string): string[] {
  return (text.match(/\{\w+\}|[A-Z0-9]*\d[\w+/:.-]*\d|\d+/g) ?? []).sort();
}

/** A table of `lang`: a vendor's file, or a group's pages or (`<file>/summaries`) summaries. */
async function table(lang: string, name: string): Promise<CourseTexts> {
  const [file = '', part] = name.split('/');
  const { default: texts } = (await import(`./i18n/${lang}/${file}`)) as { default: unknown };
  // A vendor's file (`comptia`) is one table; a group's (`comptia-expert`) holds two.
  if (!file.includes('-')) return texts as CourseTexts;
  return part === 'summaries' ? (texts as GroupTexts).summaries : (texts as GroupTexts).page;
}

describe('course content in seven languages', () => {
  let english: Map<string, Set<string>>;
  beforeAll(async () => {
    english = await englishTexts();
  });

  it('finds the texts of every course, with templates for what names a course', () => {
    expect(english.get('comptia')).toContain('Can you provide the {title} exam voucher?');
    expect(english.get('pecb')).toContain('How long is the {title} course?');
    expect(english.get('comptia-specialist')?.size).toBeGreaterThan(10);
    const count = [...english.values()].reduce((sum, texts) => sum + texts.size, 0);
    expect(count).toBeGreaterThan(300);
  });

  it.each(LANGS)('%s has a file for each vendor and group, and nothing else', (lang) => {
    const files = readdirSync(path.join(__dirname, 'i18n', lang))
      .filter((name) => name !== 'index.ts')
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(files).toEqual(
      [...new Set([...english.keys()].map((name) => name.split('/')[0]))].sort(),
    );
  });

  it.each(LANGS)(
    '%s translates every text, keeping placeholders, codes and numbers',
    async (lang) => {
      for (const [file, texts] of english) {
        const translated = await table(lang, file);
        expect({ file, keys: Object.keys(translated).sort() }).toEqual({
          file,
          keys: [...texts].sort(),
        });
        for (const [source, text] of Object.entries(translated)) {
          expect({ source, text: text.trim() === '' ? '(empty)' : 'ok' }).toEqual({
            source,
            text: 'ok',
          });
          expect({ source, tokens: fixedTokens(text) }).toEqual({
            source,
            tokens: fixedTokens(source),
          });
        }
      }
    },
  );

  it('shows a course page in the page language, names and codes as the vendor writes them', async () => {
    const summary = comptiaCourses.find((c) => c.slug === 'a-plus')!;
    const en = await loadCourse(summary);
    const fr = await loadCourse(summary, 'fr');
    const frTexts = {
      ...(await table('fr', 'comptia')),
      ...(await table('fr', 'comptia-specialist')),
      ...(await table('fr', 'comptia-specialist/summaries')),
    };
    expect(fr.title).toBe('CompTIA A+');
    expect(fr.examCodes).toEqual(['220-1201', '220-1202']);
    expect(fr.summary).toBe(frTexts[en.summary]);
    expect(fr.outline).toEqual(en.outline.map((line) => frTexts[line]));
    expect(fr.faqs.at(-2)?.question).toBe(
      translator(frTexts)('Can you provide the {title} exam voucher?', { title: 'CompTIA A+' }),
    );
    expect(fr.faqs.at(-2)?.question).toContain('CompTIA A+');
    expect(fr.related).toEqual(en.related);

    const pecb = pecbCourses.find((c) => c.slug === 'iso-9001')!;
    const ar = await loadCourse(pecb, 'ar');
    const arTexts = await table('ar', 'pecb');
    expect(ar.credential).toBe(
      translator(arTexts)('PECB certification: {title}', { title: pecb.title }),
    );
    expect(ar.credential).toContain(pecb.title);
    expect(ar.audience.join(' ')).toMatch(/[\u0600-\u06ff]/);
  });

  it("translates the lists' summaries and keeps English pages on the English data", async () => {
    const hi = await loadComptia('hi');
    const en = await loadComptia();
    const hiTexts = await table('hi', 'comptia-specialist/summaries');
    expect(hi.comptiaCourses.map((c) => c.title)).toEqual(en.comptiaCourses.map((c) => c.title));
    expect(hi.comptiaCourses[0]?.summary).toBe(hiTexts[en.comptiaCourses[0]!.summary]);
    expect(en.comptiaCourses).toBe(comptiaCourses);
    const pt = await loadPecb('pt');
    expect(pt.pecbCategoryInfo.quality.summary).toBe(
      (await table('pt', 'pecb'))[(await loadPecb()).pecbCategoryInfo.quality.summary],
    );
  });

  it('sends the course texts a page showed with it, and only those', async () => {
    const summary = comptiaCourses.find((c) => c.slug === 'network-plus')!;
    const course = await loadCourse(summary, 'hi');
    await loadPecb('hi');
    recordDictionaryUse();
    markCourseTexts('hi', courseTextFiles('CompTIA', 'specialist'));
    const sent = Object.values(pageTexts('hi'));
    const english = await loadCourse(summary);
    const own = await table('hi', 'comptia-specialist');
    expect(sent).toContainEqual(own);
    // The vendor's table as sent: its shared texts with every level's summaries.
    expect(sent).toContainEqual(
      Object.assign(
        {},
        await table('hi', 'comptia'),
        ...(await Promise.all(
          ['expert', 'professional', 'specialist'].map((g) =>
            table('hi', `comptia-${g}/summaries`),
          ),
        )),
      ),
    );
    expect(sent).not.toContainEqual(await table('hi', 'pecb'));
    expect(course.outline).toEqual(english.outline.map((line) => own[line]));
    // English pages send none.
    recordDictionaryUse();
    markCourseTexts('en', courseTextFiles('CompTIA', 'specialist'));
    expect(pageTexts('en')).toEqual({});
  });
});
