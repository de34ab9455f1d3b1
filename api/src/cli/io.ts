// What a command of the admin CLI reads and writes, in a module of its own: cli/admin.ts runs the
// commands and each command takes it, so neither may import the other for it without a cycle.
import type { Readable, Writable } from 'node:stream';

export interface CliIo {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdin: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  stdout: Writable;
  stderr: Writable;
}
