// The CSV dialect of the bulk import and the corpus both readers are tested with.
export * from './corpus';
export * from './dialect';
