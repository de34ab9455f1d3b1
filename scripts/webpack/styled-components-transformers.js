// styled-components' CSS is written readably in template literals (comments, indentation); the
// TypeScript transformer of typescript-plugin-styled-components minifies it at build time, so the
// bundles carry none of that. The browser's builds and the server render (the prerender) use the
// same options, so the CSS and its class names are the same on both sides and pages hydrate.
const createStyledComponentsTransformer = require('typescript-plugin-styled-components').default;

const transformer = createStyledComponentsTransformer({
  minify: true,
  // Names and ids stay as styled-components makes them at run time (as before this plugin).
  displayName: false,
  ssr: false,
});

/** ts-loader's getCustomTransformers. */
function styledComponentsTransformers() {
  return { before: [transformer] };
}

module.exports = { styledComponentsTransformers };
