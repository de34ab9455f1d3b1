// The catalog's facts the API and the front ends share.
export * from './course-index';
