import { findCourse, loadCourse } from '../../../lib/course-data';
import { courseJsonLd, serializeJsonLd } from './course-json-ld';

describe('courseJsonLd', () => {
  it('describes a course with its provider, credential and instances', async () => {
    const course = await findCourse('CompTIA', 'professional', 'cysa-plus');
    if (!course) throw new Error('cysa-plus missing');
    const data = courseJsonLd(course, 'Acme Training', undefined, 'en');
    expect(data).toMatchObject({
      '@type': 'Course',
      name: 'CompTIA CySA+',
      courseCode: 'CS0-003',
      provider: { '@type': 'Organization', name: 'Acme Training' },
      educationalCredentialAwarded: 'CompTIA CySA+',
      inLanguage: 'en',
    });
    expect(data.hasCourseInstance.map((i) => i.courseMode)).toEqual(['Online', 'Onsite']);
  });

  it("describes a Hindi page's course in Hindi, with its Hindi address", async () => {
    const en = await findCourse('PECB', 'quality', 'iso-9001');
    if (!en) throw new Error('iso-9001 missing');
    const hi = await loadCourse(en, 'hi');
    const url = 'https://example.test/hi/pecb/quality/iso-9001';
    const data = courseJsonLd(hi, 'Acme Training', url, 'hi');
    expect(data).toMatchObject({ name: en.title, inLanguage: 'hi', url });
    expect(data.description).not.toBe(en.summary);
    expect(data.description).toMatch(/[\u0900-\u097f]/);
    expect(data.teaches).toHaveLength(en.outline.length);
  });

  it('never lets the text close its script element', () => {
    const text = serializeJsonLd({ name: '</script><b>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><b>' });
  });
});
