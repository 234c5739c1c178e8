import { describe, expect, it } from 'vitest';

import { hashToken } from '../../core/tokens';
import { createSession, createUser, TEST_PASSWORD } from '../../test/factories';
import { useAppWithSmtp } from '../../test/smtp-server';
import { call, type Json, request } from '../../test/test-app';

/*
 * Changing the e-mail address (issue #15): the old address is told in the user's language, through the mail queue
 * and a real SMTP server, with a single-use undo link (only its hash stored) that restores the address and signs
 * out every session. The link fails cleanly, in the one error shape, when used twice, expired, or when the old
 * address was taken meanwhile; a failed call changes nothing.
 */

const { ctx, deliveredTo } = useAppWithSmtp();

const change = (token: string, payload: Json) =>
  call(ctx.app, { method: 'POST', url: '/api/v1/auth/email/change', token, payload });
const restore = (token: string) =>
  call(ctx.app, { method: 'POST', url: '/api/v1/auth/email/restore', payload: { token } });
const me = (token: string) => call(ctx.app, { method: 'POST', url: '/api/v1/auth/check', token });
const userRow = (id: string) => ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const changes = (userId: string) =>
  ctx.db.selectFrom('email_changes').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
const fresh = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.test`;

/** The undo token of the last "e-mail changed" mail sent to an address. */
async function undoTokenSentTo(address: string): Promise<string> {
  const mails = (await deliveredTo(address)).filter((mail) => /restore_email=/.test(mail.text ?? ''));
  const token = /restore_email=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('changing the e-mail address', () => {
  it('needs the password and a free address; a refused change changes nothing and mails nobody', async () => {
    const session = await createSession(ctx.app, ctx.db);
    const { user: other } = await createUser(ctx.db);
    const before = await userRow(session.user.id);

    const wrong = await change(session.token, { email: fresh('new'), password: 'Not-The-Password-1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data).toMatchObject({
      code: 'validation_failed',
      errors: { password: ['The password is not correct'] },
    });

    const taken = await change(session.token, { email: other.email.toUpperCase(), password: TEST_PASSWORD });
    expect(taken.statusCode).toBe(400);
    expect(taken.data).toMatchObject({ errors: { email: ['This e-mail address cannot be used'] } });

    const same = await change(session.token, { email: session.user.email, password: TEST_PASSWORD });
    expect(same.statusCode).toBe(400);

    const invalid = await change(session.token, { email: 'not-an-address', password: TEST_PASSWORD });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.data).toMatchObject({ errors: { email: ['Enter a valid e-mail address'] } });

    const anonymous = await request(ctx, 'POST', '/auth/email/change', undefined, {
      email: fresh('anon'),
      password: TEST_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);

    expect(await userRow(session.user.id)).toEqual(before);
    expect(await changes(session.user.id)).toEqual([]);
    expect(await deliveredTo(session.user.email)).toEqual([]);
  });

  it('changes it, asks to confirm the new address, and tells the old one in the user’s language with an undo link (hash stored)', async () => {
    const session = await createSession(ctx.app, ctx.db, { user: { language: 'pt' } });
    const oldEmail = session.user.email;
    const newEmail = fresh('novo');

    const res = await change(session.token, { email: newEmail.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const row = await userRow(session.user.id);
    expect(row.email).toBe(newEmail);
    expect(row.email_verified_at).toBeNull();

    const toOld = await deliveredTo(oldEmail);
    expect(toOld.map((mail) => mail.subject)).toEqual(['O endereço de e-mail da sua conta Hireway foi alterado']);
    expect(toOld[0]?.text).toContain(newEmail);
    expect(toOld[0]?.text).toContain('7 dias');
    expect(toOld[0]?.html).toContain('lang="pt"');
    const token = /\/auth\/login\?restore_email=([A-Za-z0-9_-]{43})/.exec(toOld[0]?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const toNew = await deliveredTo(newEmail);
    expect(toNew).toHaveLength(1);
    expect(toNew[0]?.text).toContain('/auth/login?confirm=');

    const [stored] = await changes(session.user.id);
    expect(stored).toMatchObject({ old_email: oldEmail, new_email: newEmail, used_at: null });
    expect(stored?.undo_token_hash).toBe(hashToken(token!));
    expect(JSON.stringify(await changes(session.user.id))).not.toContain(token!);
    // The session that changed it goes on.
    expect((await me(session.token)).statusCode).toBe(200);
  });

  it('sends the notice in each of the four languages', async () => {
    const subjects: Record<string, string> = {
      en: 'The e-mail address of your Hireway account was changed',
      de: 'Die E-Mail-Adresse Ihres Hireway-Kontos wurde geändert',
      fr: 'L’adresse e-mail de votre compte Hireway a été modifiée',
      pt: 'O endereço de e-mail da sua conta Hireway foi alterado',
    };
    for (const [language, subject] of Object.entries(subjects)) {
      const session = await createSession(ctx.app, ctx.db, { user: { language: language as 'en' } });
      expect((await change(session.token, { email: fresh(language), password: TEST_PASSWORD })).statusCode).toBe(200);
      const mails = await deliveredTo(session.user.email);
      expect(mails.map((mail) => mail.subject)).toEqual([subject]);
      expect(mails[0]?.html).toContain(`lang="${language}"`);
    }
  });
});

describe('the undo link', () => {
  it('restores the old address (confirmed), signs out every session, and works once', async () => {
    const session = await createSession(ctx.app, ctx.db);
    const oldEmail = session.user.email;
    const second = await createSession(ctx.app, ctx.db, { email: fresh('unused') });
    expect((await change(session.token, { email: fresh('attacker'), password: TEST_PASSWORD })).statusCode).toBe(200);
    const token = await undoTokenSentTo(oldEmail);

    const res = await restore(token);
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toEqual({
      message: 'Your e-mail address is restored and every session is signed out. Change your password now.',
      email: oldEmail,
    });
    const row = await userRow(session.user.id);
    expect(row.email).toBe(oldEmail);
    expect(row.email_verified_at).not.toBeNull();
    // Every session of the account ends (the attacker's included); another account's does not.
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(200);
    const live = await ctx.db
      .selectFrom('tokens')
      .select('id')
      .where('user_id', '=', session.user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    // The owner signs in with the old address again.
    const login = await request(ctx, 'POST', '/auth/login', undefined, { email: oldEmail, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);

    const snapshot = await userRow(session.user.id);
    const again = await restore(token);
    expect(again.statusCode).toBe(410);
    expect(again.data).toEqual({ code: 'gone', message: 'This link has already been used or has expired' });
    expect(await userRow(session.user.id)).toEqual(snapshot);
  });

  it('answers an expired link and an unknown one exactly like a used one, and changes nothing', async () => {
    const session = await createSession(ctx.app, ctx.db);
    expect((await change(session.token, { email: fresh('later'), password: TEST_PASSWORD })).statusCode).toBe(200);
    const token = await undoTokenSentTo(session.user.email);
    await ctx.db
      .updateTable('email_changes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', session.user.id)
      .execute();
    const before = await userRow(session.user.id);

    const expired = await restore(token);
    const unknown = await restore('A'.repeat(43));
    for (const res of [expired, unknown]) {
      expect(res.statusCode).toBe(410);
      expect(res.data).toEqual({ code: 'gone', message: 'This link has already been used or has expired' });
    }
    expect(await userRow(session.user.id)).toEqual(before);
    expect((await me(session.token)).statusCode).toBe(200);
    expect((await changes(session.user.id))[0]?.used_at).toBeNull();

    const malformed = await restore('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.data).toMatchObject({ code: 'validation_failed', errors: { token: [expect.any(String)] } });
  });

  it('refuses, changing nothing, when the old address now belongs to another account', async () => {
    const session = await createSession(ctx.app, ctx.db);
    const oldEmail = session.user.email;
    expect((await change(session.token, { email: fresh('moved'), password: TEST_PASSWORD })).statusCode).toBe(200);
    const token = await undoTokenSentTo(oldEmail);
    await createUser(ctx.db, { email: oldEmail });
    const before = await userRow(session.user.id);

    const res = await restore(token);
    expect(res.statusCode).toBe(409);
    expect(res.data).toEqual({
      code: 'conflict',
      message: 'Your former e-mail address now belongs to another account, so it cannot be restored. Contact support.',
    });
    expect(await userRow(session.user.id)).toEqual(before);
    expect((await changes(session.user.id))[0]?.used_at).toBeNull();
    expect((await me(session.token)).statusCode).toBe(200);
  });

  it('voids the undo links of later changes, so the next owner cannot flip the address back', async () => {
    const session = await createSession(ctx.app, ctx.db);
    const original = session.user.email;
    const attacker = fresh('attacker');
    expect((await change(session.token, { email: attacker, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await change(session.token, { email: fresh('third'), password: TEST_PASSWORD })).statusCode).toBe(200);
    const ownersLink = await undoTokenSentTo(original);
    const attackersLink = await undoTokenSentTo(attacker);

    expect((await restore(ownersLink)).statusCode).toBe(200);
    expect((await userRow(session.user.id)).email).toBe(original);
    expect((await restore(attackersLink)).statusCode).toBe(410);
    expect((await userRow(session.user.id)).email).toBe(original);
  });
});
