import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

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
