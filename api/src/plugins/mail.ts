// Outgoing e-mail's transport: SMTP through nodemailer when SMTP_URL is set, otherwise each
// message is written to DATA_DIR/outbox/<timestamp>-<recipient>.eml and logged. Messages are not
// sent from here: code queues them in the outbox table (outbox/outbox.ts), whose job delivers
// them through `deliver`, with retries. `later` runs work after an answer (timing).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../lib/private-files';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The language it is written in, when it is one of the site's. */
  lang?: string;
  /** A short label for the log (the text itself may hold a code). */
  kind: string;
  /** Files sent with it (a calendar file of a training batch). */
  attachments?: MailAttachment[];
  /** Header lines of its own (a reminder's List-Unsubscribe), by name. */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes in base64, so the message survives a JSON column unchanged. */
  content: string;
}

export class Mailer {
  private readonly pending = new Set<Promise<void>>();
  private readonly smtp: Transporter | undefined;
  private readonly outboxDir: string;
  private readonly renderer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    private readonly config: AppConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.outboxDir = path.join(config.dataDir, 'outbox');
    this.smtp = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : undefined;
  }

  /**
   * Runs work whose outcome the client must not be able to time (e.g. issuing a code only for
   * addresses that have an account) after the answer; failures are logged.
   */
  later(label: string, task: () => Promise<void>): void {
    const job = Promise.resolve()
      .then(task)
      .catch((error: unknown) => {
        this.log.error({ err: error, task: label }, 'background task failed');
      });
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** Resolves when every task of `later` has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  close(): void {
    this.smtp?.close();
  }

  /** Sends one message now; its Message-ID. Throws when the transport fails. */
  async deliver(message: MailMessage): Promise<string> {
    const mail = {
      from: this.config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.headers && Object.keys(message.headers).length
        ? { headers: message.headers }
        : {}),
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
              encoding: 'base64',
            })),
          }
        : {}),
    };
    if (this.smtp) {
      const info = (await this.smtp.sendMail(mail)) as { messageId: string };
      this.log.info({ to: message.to, kind: message.kind }, 'e-mail sent');
      return info.messageId;
    }
    const rendered = await this.renderer.sendMail(mail);
    const file = await this.writeOutbox(message.to, rendered.message as Buffer);
    // Outside production the text is logged so a developer can read the code in the console.
    this.log.info(
      {
        to: message.to,
        kind: message.kind,
        subject: message.subject,
        file,
        ...(this.config.isProduction ? {} : { text: message.text }),
      },
      'e-mail written to the outbox',
    );
    return rendered.messageId;
  }

  private async writeOutbox(recipient: string, raw: Buffer): Promise<string> {
    await ensurePrivateDir(this.outboxDir);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const safeRecipient = recipient
      .toLowerCase()
      .replace(/[^a-z0-9@._+-]/g, '_')
      .slice(0, 100);
    for (let n = 0; ; n += 1) {
      const name = `${stamp}-${safeRecipient}${n === 0 ? '' : `-${n}`}.eml`;
      const file = path.join(this.outboxDir, name);
      try {
        await writeFile(file, raw, { flag: 'wx', mode: PRIVATE_FILE_MODE });
        return file;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n > 100) throw error;
      }
    }
  }
}

export default fp(
  async function mail(app: FastifyInstance) {
    const mailer = new Mailer(app.config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.idle();
      mailer.close();
    });
  },
  { name: 'mail' },
);
