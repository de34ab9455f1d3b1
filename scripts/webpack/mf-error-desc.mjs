// The federation runtime's error descriptions, left out of the browser builds (for weight):
// about 0.4 KB of gzip in main.js and again in every remote's remoteEntry.js, on every
// page. An error still names its code (RUNTIME-008 ...) and the runtime's page for it
// (getShortErrorMsg adds the URL of https://module-federation.io/guide/troubleshooting/), where
// the description is. Aliased in place of @module-federation/error-codes/dist/desc.mjs by
// ./create-config.js; the maps have the module's exports, empty.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
