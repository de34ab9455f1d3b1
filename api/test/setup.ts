// `testTimeout` in a project config is ignored when jest runs several projects, so it is set
// here. Building an app compiles every route schema: slow on a busy machine, not hung.
jest.setTimeout(60_000);
