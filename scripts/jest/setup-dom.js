require('@testing-library/jest-dom');

// A busy 2-core machine (CI builds, a browser) makes userEvent typing slow; five seconds is tight.
jest.setTimeout(20_000);

afterEach(() => {
  window.localStorage.clear();
});
