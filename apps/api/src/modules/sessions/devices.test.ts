import { describe, expect, it } from 'vitest';

import { createUser, enableMfa, TEST_PASSWORD } from '../../test/factories';
import { pendingRunTimes } from '../../test/outbox';
import { useAppWithSmtp } from '../../test/smtp-server';
import { call } from '../../test/test-app';
import { totpCodeAt } from '../mfa';
import { PRUNE_DEVICES_JOB } from './devices.jobs';
import { describeUserAgent } from './devices.service';

/*
 * "Sign-in from a new device" (issue #15, ADR 0029): a completed sign-in from a browser the account has not used
 * before e-mails the owner once, in their language, through the mail queue and a real SMTP server; a known
 * device, the account's first device, a failed password and an unfinished MFA challenge e-mail nothing.
 */

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const { ctx, deliveredTo } = useAppWithSmtp();

async function login(email: string, options: { password?: string; userAgent: string; device?: string | null }) {
  const response = await call(ctx.app, {
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: options.password ?? TEST_PASSWORD },
    headers: {
      'user-agent': options.userAgent,
      ...(options.device ? { cookie: `hireway_lang=de; hireway_device=${options.device}` } : {}),
    },
  });
  const setCookie = String(response.headers['set-cookie'] ?? '');
  return { response, setCookie, device: /hireway_device=([A-Za-z0-9_-]+)/.exec(setCookie)?.[1] ?? null };
}

const knownDevices = (userId: string) =>
  ctx.db.selectFrom('known_devices').selectAll().where('user_id', '=', userId).execute();

describe('sign-in from a new device', () => {
  it('mails nothing for the first device or a known one, and exactly one e-mail in German for a new one', async () => {
    const { user } = await createUser(ctx.db, { user: { language: 'de' } });

    // The account's very first sign-in (e.g. just after confirming the address): recorded, no e-mail.
    const first = await login(user.email, { userAgent: CHROME_WINDOWS });
    expect(first.response.statusCode).toBe(200);
    expect(first.setCookie).toMatch(
      /^hireway_device=[A-Za-z0-9_-]{43}; Max-Age=34560000; Path=\/api; HttpOnly; SameSite=Lax$/,
    );
    expect(first.device).not.toBeNull();
    expect(await deliveredTo(user.email)).toEqual([]);

    // The same browser again (it sends its cookie back): known, no e-mail; the cookie is renewed, same value.
    const again = await login(user.email, { userAgent: CHROME_WINDOWS, device: first.device });
    expect(again.response.statusCode).toBe(200);
    expect(again.device).toBe(first.device);
    expect(await deliveredTo(user.email)).toEqual([]);

    // Another browser: one e-mail, in the owner's language, saying when, which browser and system, and from where.
    const other = await login(user.email, { userAgent: FIREFOX_LINUX });
    expect(other.response.statusCode).toBe(200);
    expect(other.device).not.toBe(first.device);
    const mails = await deliveredTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Neue Anmeldung bei Ihrem Hireway-Konto');
    expect(mail?.text).toContain('Browser: Firefox 133');
    expect(mail?.text).toContain('System: Linux');
    expect(mail?.text).toContain('IP-Adresse: 127.0.0.1');
    expect(mail?.text).toMatch(/Wann: \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2} UTC/u);
    expect(mail?.text).toContain('http://localhost:3000/security/password/change');
    expect(mail?.text).toContain('http://localhost:3000/security/mfa');
    expect(mail?.html).toContain('lang="de"');

    // Both browsers are known now, by hash only: no stored value is a cookie.
    const rows = await knownDevices(user.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.device_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([first.device, other.device]).not.toContain(row.device_hash);
    }
    const back = await login(user.email, { userAgent: FIREFOX_LINUX, device: other.device });
    expect(back.response.statusCode).toBe(200);
    const first2 = await login(user.email, { userAgent: CHROME_WINDOWS, device: first.device });
    expect(first2.response.statusCode).toBe(200);
    expect(await deliveredTo(user.email)).toHaveLength(1);
  });

  it('mails nothing for wrong passwords, from a new device or a known one, and records no device', async () => {
    const { user } = await createUser(ctx.db, { user: { language: 'fr' } });
    const first = await login(user.email, { userAgent: CHROME_WINDOWS });
    expect(first.response.statusCode).toBe(200);

    for (const device of [null, first.device, 'not-a-device-id']) {
      const failed = await login(user.email, { userAgent: SAFARI_IPHONE, password: 'Wrong-Password-123!', device });
      expect(failed.response.statusCode).toBe(401);
      expect(failed.setCookie).toBe('');
    }
    expect(await deliveredTo(user.email)).toEqual([]);
    expect(await knownDevices(user.id)).toHaveLength(1);

    // A forged or malformed cookie is a new device like no cookie at all: the one e-mail, in French.
    const forged = await login(user.email, { userAgent: SAFARI_IPHONE, device: 'not-a-device-id' });
    expect(forged.response.statusCode).toBe(200);
    expect(forged.device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mails = await deliveredTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Nouvelle connexion à votre compte Hireway']);
    expect(mails[0]?.text).toContain('Navigateur\u00a0: Safari 17');
    expect(mails[0]?.text).toContain('Système\u00a0: iOS 17.5');
  });

  it('with MFA: the password step alone mails nothing; the completed second factor mails once (Portuguese)', async () => {
    const { user } = await createUser(ctx.db, { user: { language: 'pt' } });
    const first = await login(user.email, { userAgent: CHROME_WINDOWS });
    expect(first.response.statusCode).toBe(200);
    const secret = await enableMfa(ctx.app, ctx.db, user.id);

    const challenge = await login(user.email, { userAgent: FIREFOX_LINUX });
    expect(challenge.response.statusCode).toBe(200);
    expect((challenge.response.data.data as { mfa_required: boolean }).mfa_required).toBe(true);
    expect(challenge.setCookie).toBe('');
    expect(await deliveredTo(user.email)).toEqual([]);

    const mfaToken = (challenge.response.data.data as { mfa_token: string }).mfa_token;
    const done = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/mfa/authenticate',
      token: mfaToken,
      payload: { code: totpCodeAt(secret) },
      headers: { 'user-agent': FIREFOX_LINUX },
    });
    expect(done.statusCode).toBe(200);
    expect(String(done.headers['set-cookie'])).toMatch(/^hireway_device=[A-Za-z0-9_-]{43};/);
    const mails = await deliveredTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Novo início de sessão na sua conta Hireway']);
    expect(mails[0]?.text).toContain('Navegador: Firefox 133');
    expect(await knownDevices(user.id)).toHaveLength(2);
  });
});

describe('pruning known devices', () => {
  it('forgets, in the daily job, the devices not seen for longer than the device cookie lives (400 days), and schedules its next run', async () => {
    const day = 24 * 60 * 60 * 1000;
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
    const { user } = await createUser(ctx.db);
    const { user: other } = await createUser(ctx.db);
    for (const owner of [user, other]) {
      await login(owner.email, { userAgent: CHROME_WINDOWS });
      await login(owner.email, { userAgent: FIREFOX_LINUX });
      await login(owner.email, { userAgent: SAFARI_IPHONE });
    }
    const [stale, recent, today] = await knownDevices(user.id);
    await ctx.db
      .updateTable('known_devices')
      .set({ last_seen_at: ago(401) })
      .where('device_hash', '=', stale!.device_hash)
      .execute();
    await ctx.db
      .updateTable('known_devices')
      .set({ last_seen_at: ago(399) })
      .where('device_hash', '=', recent!.device_hash)
      .execute();
    // Another account's device seen long ago goes too; one seen today stays.
    const [otherStale] = await knownDevices(other.id);
    await ctx.db
      .updateTable('known_devices')
      .set({ last_seen_at: ago(500) })
      .where('device_hash', '=', otherStale!.device_hash)
      .execute();

    await ctx.app.jobs.enqueue(ctx.db, PRUNE_DEVICES_JOB, {});
    const summary = await ctx.app.jobs.runDue();
    expect(summary.failed).toBe(0);
    expect(summary.done).toBeGreaterThanOrEqual(1);

    const left = (await knownDevices(user.id)).map((row) => row.device_hash).sort();
    expect(left).toEqual([recent!.device_hash, today!.device_hash].sort());
    const otherLeft = (await knownDevices(other.id)).map((row) => row.device_hash);
    expect(otherLeft).toHaveLength(2);
    expect(otherLeft).not.toContain(otherStale!.device_hash);

    const next = await pendingRunTimes(ctx, PRUNE_DEVICES_JOB);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatch(/T00:00:05/);
  });
});

describe('describeUserAgent', () => {
  it('names the browser with its major version and the system; empty when the header says nothing usable', () => {
    expect(describeUserAgent(CHROME_WINDOWS)).toEqual({ browser: 'Chrome 131', system: 'Windows 10' });
    expect(describeUserAgent(SAFARI_IPHONE)).toEqual({ browser: 'Safari 17', system: 'iOS 17.5' });
    expect(describeUserAgent(null)).toEqual({ browser: '', system: '' });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: '', system: '' });
  });
});
