// The site configuration document: its schema, and the demo values a fresh checkout serves.
export * from './schema';
export * from './demo';
