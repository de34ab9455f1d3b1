require('@testing-library/jest-dom');

// A busy 2-core machine (CI builds, a browser) makes userEvent typing slow; five seconds is tight.
jest.setTimeout(20_000);

// A file may run in Node instead (`@jest-environment node`), where there is no storage.
afterEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
});
