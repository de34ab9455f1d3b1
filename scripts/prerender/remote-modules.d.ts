/** Generated at build time by webpack.config.js: every remote's exposed modules by id. */
declare module 'site-prerender/remote-modules' {
  export const remoteModules: Record<string, unknown>;
}
