// A minimal SMTP server on loopback for tests of real server processes: it accepts every message
// and keeps it, so a test counts what was really delivered (rather than what the outbox table
// says it sent). `stop` closes the port, so senders meet "connection refused", as when a mail
// server is down; `start` again on the same port brings it back. No TLS, no auth: the servers
// under test reach it as smtp://127.0.0.1:<port>.
import { createServer, type Server, type Socket } from 'node:net';

export interface SunkMessage {
  to: string[];
  /** The message as sent (headers and body, dot-stuffing undone). */
  raw: string;
  /** Its Message-ID header, angle brackets included, as the outbox table records it. */
  messageId: string | null;
}

export class SmtpSink {
  readonly messages: SunkMessage[] = [];
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private session(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let to: string[] = [];
    let data: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n');
      else if (verb === 'HELO' || verb === 'NOOP') reply('250 ok');
      else if (verb === 'MAIL' || verb === 'RSET') {
        to = [];
        reply('250 ok');
      } else if (verb === 'RCPT') {
        to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 ok');
      } else if (verb === 'DATA') {
        data = [];
        reply('354 end with <CRLF>.<CRLF>');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('502 not implemented');
    };
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data === null) {
          command(line);
        } else if (line === '.') {
          const raw = data.join('\r\n');
          const messageId = /^message-id:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? null;
          this.messages.push({ to, raw, messageId });
          data = null;
          reply('250 queued');
        } else {
          data.push(line.startsWith('.') ? line.slice(1) : line);
        }
      }
    });
    reply('220 sink ESMTP');
  }
}
