// The federation SDK's script loaders for Node (`createScriptNode`, `loadScriptNode`: fetch an
// entry and run it with `vm`), left out of the browser builds (weight on every page): every
// app here runs in a browser, where the SDK takes its DOM loader, and the server's prerender
// imports the remotes' source without the runtime. Aliased in place of
// @module-federation/sdk/dist/node.js by ./create-config.js, with the module's exports.
const notInBrowser = () => {
  throw new Error('The federation runtime loads scripts with the DOM in a browser build.');
};
export const createScriptNode = notInBrowser;
export const loadScriptNode = () => Promise.reject(new Error('Not available in a browser build.'));
