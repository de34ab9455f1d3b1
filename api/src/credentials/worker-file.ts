import path from 'node:path';

/**
 * A worker thread's module as this process can load it: the compiled `<name>.js` beside this file
 * in api/dist; under jest (this file is the TypeScript source) `<name>.ts`, compiled as it is
 * loaded by verify-worker-source.cjs, so tests run the source without building anything.
 */
export function workerFile(name: string): { filename: string; execArgv: string[] } {
  if (__filename.endsWith('.ts')) {
    return {
      filename: path.join(__dirname, `${name}.ts`),
      execArgv: ['--require', path.join(__dirname, 'verify-worker-source.cjs')],
    };
  }
  return { filename: path.join(__dirname, `${name}.js`), execArgv: [] };
}
