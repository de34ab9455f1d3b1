// The `contracts` package: what the API and the front ends agree on. Plain TypeScript, not a
// federation singleton: each bundle takes only what it imports.
export {};
