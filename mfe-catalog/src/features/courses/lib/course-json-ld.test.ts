import { findCourse } from '../data';
import { courseJsonLd, serializeJsonLd } from './course-json-ld';

describe('courseJsonLd', () => {
  it('describes a course with its provider, credential and instances', async () => {
    const course = await findCourse('CompTIA', 'professional', 'cysa-plus');
    if (!course) throw new Error('cysa-plus missing');
    const data = courseJsonLd(course, 'Acme Training');
    expect(data).toMatchObject({
      '@type': 'Course',
      name: 'CompTIA CySA+',
      courseCode: 'CS0-003',
      provider: { '@type': 'Organization', name: 'Acme Training' },
      educationalCredentialAwarded: 'CompTIA CySA+',
      // The language its description and outline are written in.
      inLanguage: 'en',
    });
    expect(data.hasCourseInstance.map((i) => i.courseMode)).toEqual(['Online', 'Onsite']);
  });

  it('never lets the text close its script element', () => {
    const text = serializeJsonLd({ name: '</script><b>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><b>' });
  });
});
