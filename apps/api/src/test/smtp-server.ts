import type { AddressInfo } from 'node:net';

import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

import { useTestApp } from './test-app';

export interface ReceivedMail {
  raw: Buffer;
  mailFrom: string | null;
  rcptTo: string[];
}

/** A real SMTP server on loopback (plain text, optional login), recording what it accepts. */
export async function startSmtpServer(options: { port?: number; rejectRecipients?: boolean; login?: string } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onAuth(auth, _session, callback) {
      if (`${auth.username}:${auth.password}` === options.login) callback(null, { user: auth.username });
      else callback(new Error('Invalid login'));
    },
    onRcptTo(_address, _session, callback) {
      if (!options.rejectRecipients) return callback();
      return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          raw: Buffer.concat(chunks),
          mailFrom: mailFrom ? mailFrom.address : null,
          rcptTo: rcptTo.map((rcpt) => rcpt.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * The test file's app wired to a real SMTP server of its own (started before the app, closed after it), and
 * `deliveredTo(address)`: sends every queued e-mail, then parses what the server received for that address.
 */
export function useAppWithSmtp(env: Record<string, string> = {}) {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const ctx = useTestApp(() => ({ SMTP_URL: `smtp://127.0.0.1:${smtp!.port}`, ...env }));

  async function deliveredTo(address: string) {
    await ctx.app.jobs.runDue();
    const mine = smtp!.received.filter((mail) => mail.rcptTo.includes(address));
    return Promise.all(mine.map((mail) => PostalMime.parse(mail.raw)));
  }

  return { ctx, deliveredTo };
}
