import { allCourses } from '../../../lib/course-data';
import { searchCourses } from './search-courses';

describe('searchCourses', () => {
  it('matches title, exam code and summary, ignoring case', () => {
    expect(searchCourses(allCourses, 'sy0-701', 'all').map((c) => c.slug)).toEqual([
      'security-plus',
    ]);
    expect(searchCourses(allCourses, 'ISO 27001', 'PECB').map((c) => c.slug)).toContain(
      'iso-27001',
    );
    expect(searchCourses(allCourses, 'supply chain', 'all').map((c) => c.slug)).toEqual([
      'iso-28000',
    ]);
  });

  it('filters by vendor and by level or category', () => {
    expect(searchCourses(allCourses, '', 'CompTIA')).toHaveLength(13);
    expect(searchCourses(allCourses, '', 'CompTIA:expert').map((c) => c.slug)).toEqual([
      'casp-plus',
      'csae',
    ]);
    expect(searchCourses(allCourses, '', 'PECB:privacy').map((c) => c.slug)).toEqual([
      'gdpr',
      'iso-27701',
    ]);
    expect(searchCourses(allCourses, 'network security', 'PECB').map((c) => c.vendor)).toEqual([
      'PECB',
    ]);
  });
});
