import { describe, expect, it } from 'vitest';

import { createSession, enableMfa, TEST_PASSWORD } from './test/factories';
import { useAppWithSmtp } from './test/smtp-server';
import { call } from './test/test-app';

/*
 * Security e-mails reach the owner in the owner's language (issue #15, ASVS 6.3.7), through the mail queue and a
 * real SMTP server: a changed password (German), a suspension (French), an MFA reset by support (Portuguese).
 * The e-mail change (email-change.test.ts), a new device (devices.test.ts) and MFA turned on (mfa.test.ts, pt)
 * are proven in their own files.
 */

const { ctx, deliveredTo } = useAppWithSmtp();

const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

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
});
