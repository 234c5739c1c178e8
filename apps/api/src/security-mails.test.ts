import type { Language } from '@hireway/shared';
import { describe, expect, it } from 'vitest';

import { totpCodeAt } from './modules/mfa/totp';
import { createSession, enableMfa, TEST_PASSWORD } from './test/factories';
import { useAppWithSmtp } from './test/smtp-server';
import { call } from './test/test-app';

/*
 * Security e-mails reach the owner in the owner's language (issue #15, ASVS 6.3.7), through the mail queue and a
 * real SMTP server: a changed password (German), a suspension (French), an MFA reset by support (Portuguese), MFA
 * turned off (French), a recovery code used to sign in (German). The e-mail change (email-change.test.ts), a new device (devices.test.ts) and MFA turned on (mfa.test.ts, pt)
 * are proven in their own files.
 */

const { ctx, deliveredTo } = useAppWithSmtp();

const post = (url: string, token: string | undefined, payload?: Record<string, unknown>) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/v1${url}`,
    ...(token !== undefined ? { token } : {}),
    ...(payload ? { payload } : {}),
  });

/** A user of the given language with MFA turned on through the API (enrol, activate): the session and the codes. */
async function withMfa(language: Language) {
  const session = await createSession(ctx.app, ctx.db, { user: { language } });
  const enrolled = await post('/mfa/enroll', session.token, { password: TEST_PASSWORD });
  expect(enrolled.statusCode).toBe(200);
  const { secret } = enrolled.data.data as { secret: string };
  const activated = await post('/mfa/activate', session.token, { code: totpCodeAt(secret) });
  expect(activated.statusCode).toBe(200);
  const { recovery_codes } = activated.data.data as { recovery_codes: string[] };
  return { ...session, recoveryCodes: recovery_codes };
}

/** The mails an address received whose subject matches. */
async function mailsMatching(address: string, subject: RegExp) {
  return (await deliveredTo(address)).filter((mail) => subject.test(mail.subject ?? ''));
}

describe('security e-mails in the owner’s language', () => {
  it('password changed, in German', async () => {
    const session = await createSession(ctx.app, ctx.db, { user: { language: 'de' } });
    const res = await post('/auth/password/change', session.token, {
      current_password: TEST_PASSWORD,
      password: 'Quartz-Harbor-Velvet-93x',
      password_confirmation: 'Quartz-Harbor-Velvet-93x',
    });
    expect(res.statusCode).toBe(200);
    const mails = await deliveredTo(session.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Ihr Hireway-Passwort wurde geändert']);
    expect(mails[0]?.html).toContain('lang="de"');
  });

  it('account suspended, in French', async () => {
    const reviewer = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const seeker = await createSession(ctx.app, ctx.db, { user: { language: 'fr' } });
    const res = await post(`/admin/users/${seeker.user.id}/suspend`, reviewer.token, { reason: 'Faux avis' });
    expect(res.statusCode).toBe(200);
    const mails = await deliveredTo(seeker.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Votre compte Hireway a été suspendu']);
    expect(mails[0]?.html).toContain('lang="fr"');
  });

  it('two-factor authentication reset by support, in Portuguese', async () => {
    const reviewer = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const seeker = await createSession(ctx.app, ctx.db, { user: { language: 'pt' } });
    await enableMfa(ctx.app, ctx.db, seeker.user.id);
    const res = await post(`/admin/users/${seeker.user.id}/mfa/reset`, reviewer.token);
    expect(res.statusCode).toBe(200);
    const mails = await deliveredTo(seeker.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'A autenticação de dois fatores da sua conta Hireway foi reposta',
    ]);
    expect(mails[0]?.html).toContain('lang="pt"');
  });

  it('two-factor authentication turned off, in French', async () => {
    const seeker = await withMfa('fr');
    expect((await post('/mfa/deactivate-request', seeker.token, { password: TEST_PASSWORD })).statusCode).toBe(200);
    const [request] = await mailsMatching(seeker.user.email, /^Confirmez la désactivation/);
    const code = /\b(\d{6})\b/.exec(request?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await post('/mfa/deactivate', seeker.token, { code })).statusCode).toBe(200);
    const mails = await mailsMatching(seeker.user.email, /désactivée/);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'La double authentification est désactivée sur votre compte Hireway',
    ]);
    expect(mails[0]?.html).toContain('lang="fr"');
    expect(mails[0]?.text).toContain('vos codes de récupération ne fonctionnent plus');
  });

  it('a recovery code used to sign in, in German', async () => {
    const seeker = await withMfa('de');
    const login = await post('/auth/login', undefined, { email: seeker.user.email, password: TEST_PASSWORD });
    const { mfa_token } = login.data.data as { mfa_token: string };
    const recovered = await post('/mfa/account/recovery', mfa_token, { recovery_code: seeker.recoveryCodes[0] });
    expect(recovered.statusCode).toBe(200);
    const mails = await mailsMatching(seeker.user.email, /Wiederherstellungscode/);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Für Ihr Hireway-Konto wurde ein Wiederherstellungscode verwendet',
    ]);
    expect(mails[0]?.html).toContain('lang="de"');
    expect(mails[0]?.text).toContain('Verbleibende Wiederherstellungscodes: 9');
  });
});
