import { createServer, type AddressInfo } from 'node:net';

import { pino } from 'pino';
import PostalMime from 'postal-mime';
import { afterEach, describe, expect, it } from 'vitest';

import { loadConfig } from '../../config/config';
import type { Executor } from '../../db/database';
import { findJobById } from '../../jobs/jobs.repository';
import { startSmtpServer } from '../../test/smtp-server';
import { createTestApp, createTestDatabase, testEngine, type TestContext } from '../../test/test-app';
import { enqueueEmail } from './mail.jobs';
import { createMailer, OutboxMailer, SmtpMailer } from './mailer';
import { unsafeListOutboxMail } from './outbox.repository';
import { renderEmail } from './templates';

const FROM = 'Hireway <no-reply@hireway.test>';
const SECOND = 1000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const quietLog = pino({ level: 'silent' });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  // Last in, first out: apps (and their SMTP pools) close before the servers they talk to.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A loopback port with nothing listening on it (connections are refused). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The real app (jobs and mail plugins included) on a fresh database, closed after the test. */
async function createMailApp(env: Record<string, string> = {}): Promise<TestContext> {
  const ctx = await createTestApp(env);
  cleanups.push(() => ctx.close());
  return ctx;
}

describe('SmtpMailer', () => {
  it('delivers a rendered e-mail to a real SMTP server, logging in with the URL’s credentials', async () => {
    const smtp = await startSmtpServer({ login: 'mailer:s3cret' });
    cleanups.push(smtp.close);
    const mailer = new SmtpMailer({ url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, from: FROM, log: quietLog });
    cleanups.push(() => mailer.close());

    const link = 'https://app.hireway.test/auth/login?confirm=tok_123&lang=en';
    const email = renderEmail('confirm-email', 'en', { name: 'Jane <Doe>', link });
    await mailer.send({ to: 'jane.doe@example.test', ...email });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.mailFrom).toBe('no-reply@hireway.test');
    expect(message?.rcptTo).toEqual(['jane.doe@example.test']);
    const parsed = await PostalMime.parse(message?.raw ?? Buffer.alloc(0));
    expect(parsed.subject).toBe('Confirm your e-mail address for Hireway');
    expect(parsed.from).toMatchObject({ name: 'Hireway', address: 'no-reply@hireway.test' });
    expect(parsed.to?.map((address) => address.address)).toEqual(['jane.doe@example.test']);
    expect(parsed.text).toContain(link);
    expect(parsed.text).toContain('Hello Jane <Doe>,');
    expect(parsed.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(parsed.html).toContain('Hello Jane &lt;Doe&gt;,');
    expect(parsed.headers.find((header) => header.key === 'auto-submitted')?.value).toBe('auto-generated');
  });

  it('rejects when the server is unreachable or refuses the login', async () => {
    const down = new SmtpMailer({ url: `smtp://127.0.0.1:${await freePort()}`, from: FROM, log: quietLog });
    cleanups.push(() => down.close());
    const message = { to: 'a@example.test', subject: 'S', text: 'T', html: '<p>T</p>' };
    await expect(down.send(message)).rejects.toThrow(/ECONNREFUSED/);

    const smtp = await startSmtpServer({ login: 'mailer:right' });
    cleanups.push(smtp.close);
    const wrong = new SmtpMailer({ url: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`, from: FROM, log: quietLog });
    cleanups.push(() => wrong.close());
    await expect(wrong.send(message)).rejects.toThrow(/Invalid login/);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('OutboxMailer', () => {
  it('stores the message and logs only the masked recipient and the subject', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = new OutboxMailer(database.db, log);

    const email = renderEmail('mfa-otp', 'en', { name: 'Jane', code: '482913', minutes: 10 });
    await mailer.send({ to: 'Jane.Doe@Example.test', ...email, template: 'mfa-otp' });

    const [stored] = await unsafeListOutboxMail(database.db, { to: 'jane.doe@example.test', limit: 10 });
    expect(stored).toMatchObject({
      to_address: 'jane.doe@example.test',
      subject: 'Your Hireway verification code',
      template: 'mfa-otp',
    });
    expect(stored?.text).toContain('482913');
    expect(stored?.html).toContain('482913');

    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as { msg: string };
    expect(line.msg).toBe('mail to Jan*****@Exam********: Your Hireway verification code');
    expect(lines[0]).not.toContain('482913');
    expect(lines[0]?.toLowerCase()).not.toContain('jane.doe@example.test');
  });

  it('is the mailer without SMTP_URL; SMTP is used when it is set', () => {
    const base = { MAIL_FROM: FROM, isProduction: false };
    // Choosing a mailer touches neither the database nor the network.
    const db = {} as Executor;
    const outbox = createMailer({ ...base, SMTP_URL: undefined }, db, quietLog);
    expect(outbox).toBeInstanceOf(OutboxMailer);
    const smtp = createMailer({ ...base, SMTP_URL: 'smtps://u:p@smtp.example.test:465' }, db, quietLog);
    expect(smtp).toBeInstanceOf(SmtpMailer);
    void smtp.close();
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.test' })).toThrow(/SMTP_URL: must start with smtp/);
    expect(loadConfig({})).toMatchObject({ MAIL_FROM: FROM, JOBS_ENABLED: true, JOBS_POLL_MS: 1000 });
    expect(loadConfig({ JOBS_ENABLED: 'false', JOBS_POLL_MS: '250' })).toMatchObject({
      JOBS_ENABLED: false,
      JOBS_POLL_MS: 250,
    });
  });
});

describe(`send-email job on ${testEngine()}`, () => {
  const resetPayload = {
    to: 'jane.doe@example.test',
    template: 'password-reset',
    language: 'de',
    params: { name: 'Jane Doe', link: 'https://app.hireway.test/auth/reset-password?token=tok_r', minutes: '60' },
  } as const;

  it('retries with backoff while the SMTP server is down, and delivers once it is up', async () => {
    const port = await freePort();
    const { app } = await createMailApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const id = await enqueueEmail(app, app.db, resetPayload);
    const t0 = new Date();

    expect(await app.jobs.runDue({ now: t0 })).toEqual({ done: 0, retried: 1, failed: 0 });
    const afterFailure = await findJobById(app.db, id);
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1, run_at: at(t0, 30 * SECOND).toISOString() });
    expect(afterFailure?.last_error).toMatch(/ECONNREFUSED/);

    const smtp = await startSmtpServer({ port });
    cleanups.unshift(smtp.close);
    expect(await app.jobs.runDue({ now: at(t0, 29 * SECOND) })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    expect(await app.jobs.runDue({ now: at(t0, 30 * SECOND) })).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await findJobById(app.db, id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
    const parsed = await PostalMime.parse(smtp.received[0]?.raw ?? Buffer.alloc(0));
    expect(parsed.subject).toBe('Setzen Sie Ihr Hireway-Passwort zurück');
    expect(parsed.to?.[0]?.address).toBe('jane.doe@example.test');
    expect(parsed.text).toContain(resetPayload.params.link);
    expect(parsed.text).toContain('in 60 Minuten ab');
    expect(parsed.html).toContain(`href="${resetPayload.params.link}"`);
  });

  it('holds every mail while the server is stopped mid-way and sends each exactly once when it returns', async () => {
    // Issue #15 (outages): the SMTP server delivers, stops, and comes back on the same port.
    const first = await startSmtpServer();
    cleanups.unshift(first.close);
    const { app } = await createMailApp({ SMTP_URL: `smtp://127.0.0.1:${first.port}` });
    const to = (n: number) => `person${n}@example.test`;
    const enqueue = (n: number) => enqueueEmail(app, app.db, { ...resetPayload, to: to(n) });
    await enqueue(0);
    expect(await app.jobs.runDue({ now: new Date() })).toEqual({ done: 1, retried: 0, failed: 0 });
    await first.close();

    for (const n of [1, 2, 3, 4, 5]) await enqueue(n);
    const t0 = new Date();
    expect(await app.jobs.runDue({ now: t0 })).toEqual({ done: 0, retried: 5, failed: 0 });
    const second = await startSmtpServer({ port: first.port });
    cleanups.unshift(second.close);
    expect(await app.jobs.runDue({ now: at(t0, 30 * SECOND) })).toEqual({ done: 5, retried: 0, failed: 0 });
    // Nothing is left to send again, however late the runner looks.
    expect(await app.jobs.runDue({ now: at(t0, 3600 * SECOND) })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(first.received.map((mail) => mail.rcptTo)).toEqual([[to(0)]]);
    expect(second.received.flatMap((mail) => mail.rcptTo).sort()).toEqual([1, 2, 3, 4, 5].map(to));
  });

  it('fails at once when the server refuses the recipient for good', async () => {
    const smtp = await startSmtpServer({ rejectRecipients: true });
    cleanups.push(smtp.close);
    const { app } = await createMailApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const id = await enqueueEmail(app, app.db, resetPayload);
    expect(await app.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await findJobById(app.db, id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'The mail server refused this message for good',
    });
  });

  it('writes to the outbox without SMTP_URL, only for changes that commit', async () => {
    const { app } = await createMailApp();
    await expect(
      app.db.transaction().execute(async (trx) => {
        await enqueueEmail(app, trx, { ...resetPayload, to: 'rolled.back@example.test' });
        throw new Error('the reset failed');
      }),
    ).rejects.toThrow('the reset failed');
    await app.db.transaction().execute(async (trx) => {
      await enqueueEmail(app, trx, resetPayload);
    });
    expect(await app.jobs.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    const outbox = await unsafeListOutboxMail(app.db, { limit: 10 });
    expect(outbox.map((mail) => [mail.to_address, mail.subject, mail.template])).toEqual([
      ['jane.doe@example.test', 'Setzen Sie Ihr Hireway-Passwort zurück', 'password-reset'],
    ]);
  });

  it('refuses to enqueue an e-mail whose params do not fit its template', async () => {
    const { app } = await createMailApp();
    const payload = { ...resetPayload, params: { name: 'Jane', link: 'javascript:alert(1)', minutes: '60' } };
    await expect(enqueueEmail(app, app.db, payload)).rejects.toThrow('Invalid payload for job "send-email"');
  });
});
