// The catalog's facts the API and the front ends share.
export * from './groups';
export * from './course-index';
export * from './comptia-course-titles';
export * from './pecb-course-titles';
