import { describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { mailsTo } from '../../test/outbox';
import { type ApiRoute, call, expectStatusForAll, type Json, request, useTestApp } from '../../test/test-app';
import { findAuditEntries } from '../audit/audit.test-helpers';
import { multipart, PDF, validTicket } from '../support/support.test-helpers';

const ctx = useTestApp();

const INBOX_PATH = '/admin/support-tickets';
const INBOX = `/api/v1${INBOX_PATH}`;
/** Support answers a ticket: POST /admin/support-tickets/{id}/reply. */
const reply = (ticketId: string, token: string, message: string) =>
  request(ctx, 'POST', `${INBOX_PATH}/${ticketId}/reply`, token, { message });
const MISSING = '00000000-0000-4000-8000-000000000000';

async function openTicket(token: string, subject = validTicket.subject) {
  const res = await request(ctx, 'POST', '/auth/support-tickets', token, { ...validTicket, subject });
  if (res.statusCode !== 201) throw new Error(`ticket not created: ${res.body}`);
  return res.data.data as Json & { id: string };
}

describe('admin support inbox', () => {
  it('is refused to anonymous callers (401) and to seekers and providers (403)', async () => {
    const seeker = await createSession(ctx.app, ctx.db);
    const provider = await createSession(ctx.app, ctx.db, { group: 'provider' });
    const ticket = await openTicket(seeker.token);
    const payload = { message: 'We are looking into it now.' };
    const routes: ApiRoute[] = [
      ['GET', INBOX_PATH],
      ['GET', `${INBOX_PATH}/${ticket.id}`],
      ['POST', `${INBOX_PATH}/${ticket.id}/reply`, payload],
      ['POST', `${INBOX_PATH}/${ticket.id}/close`, payload],
      ['POST', `${INBOX_PATH}/${ticket.id}/reopen`, payload],
    ];
    await expectStatusForAll(ctx, routes, undefined, 401);
    await expectStatusForAll(ctx, routes, seeker.token, 403);
    await expectStatusForAll(ctx, routes, provider.token, 403);
    const [row] = await ctx.db.selectFrom('support_tickets').select('status').where('id', '=', ticket.id).execute();
    expect(row?.status).toBe('open');
  });

  it('lists every user’s tickets with their owner, filtered by status', async () => {
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const seeker = await createSession(ctx.app, ctx.db);
    const ticket = await openTicket(seeker.token, 'Inbox listing check');
    const all = await call(ctx.app, { method: 'GET', url: `${INBOX}?per_page=500`, token: admin.token });
    expect(all.statusCode).toBe(200);
    const listed = (all.data.data as Json[]).find((item) => item.id === ticket.id);
    expect(listed).toMatchObject({ status: 'open', user: { id: seeker.user.id, email: seeker.user.email } });
    const closed = await call(ctx.app, { method: 'GET', url: `${INBOX}?status=closed`, token: admin.token });
    expect((closed.data.data as Json[]).some((item) => item.id === ticket.id)).toBe(false);
    const bad = await call(ctx.app, { method: 'GET', url: `${INBOX}?status=lost`, token: admin.token });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Json)).toContain('query.status');
  });

  it('answers 404 for an unknown ticket and 400 for a too short reply', async () => {
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const seeker = await createSession(ctx.app, ctx.db);
    const ticket = await openTicket(seeker.token);
    expect((await call(ctx.app, { method: 'GET', url: `${INBOX}/${MISSING}`, token: admin.token })).statusCode).toBe(
      404,
    );
    const missing = await reply(MISSING, admin.token, 'An answer to nobody at all.');
    expect(missing.statusCode).toBe(404);
    const short = await reply(ticket.id, admin.token, 'ok');
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.data.errors as Json)).toEqual(['message']);
  });

  it('replies as support: answered, the owner notified in the app and by e-mail, audited', async () => {
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const seeker = await createSession(ctx.app, ctx.db);
    const ticket = await openTicket(seeker.token, 'My payment is stuck');
    const res = await reply(ticket.id, admin.token, 'We refunded the payment; please try again.');
    expect(res.statusCode).toBe(201);
    expect(res.data.data).toMatchObject({
      status: 'answered',
      user: { id: seeker.user.id },
      messages: [
        { author_role: 'user' },
        { author_role: 'support', body: 'We refunded the payment; please try again.' },
      ],
    });

    const own = await request(ctx, 'GET', `/auth/support-tickets/${ticket.id}`, seeker.token);
    expect(own.data.data).toMatchObject({ status: 'answered', messages: [{}, { author_role: 'support' }] });

    const notifications = await request(ctx, 'GET', '/auth/notifications', seeker.token);
    expect(notifications.data.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'support.reply', link: `/job-seeker/contact-us/${ticket.id}` }),
      ]),
    );
    const [mail] = await mailsTo(ctx, seeker.user.email);
    expect(mail?.subject).toContain('My payment is stuck');
    expect(mail?.text ?? '').toContain(`/job-seeker/contact-us/${ticket.id}`);

    const [entry] = await findAuditEntries(ctx.db, 'support_ticket', ticket.id);
    expect(entry).toMatchObject({ actor_id: admin.user.id, action: 'support.reply' });
    expect(JSON.parse(entry?.before ?? '{}')).toEqual({ status: 'open' });
  });

  it('closes and reopens, refusing illegal transitions and replies to a closed ticket (409)', async () => {
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const seeker = await createSession(ctx.app, ctx.db);
    const ticket = await openTicket(seeker.token);
    const post = (path: string, payload?: Json) =>
      call(ctx.app, { method: 'POST', url: `${INBOX}/${ticket.id}/${path}`, token: admin.token, payload });
    expect((await post('reopen')).statusCode).toBe(409);
    const closed = await post('close');
    expect(closed.statusCode).toBe(200);
    expect(closed.data.data).toMatchObject({ status: 'closed' });
    expect((await post('close')).statusCode).toBe(409);
    expect((await post('reply', { message: 'Anything else we can do?' })).statusCode).toBe(409);
    const reopened = await post('reopen');
    expect(reopened.data.data).toMatchObject({ status: 'open' });
    const actions = (await findAuditEntries(ctx.db, 'support_ticket', ticket.id)).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['support.close', 'support.reopen']);
  });

  it('lets support download a ticket’s attachment, refused to other users', async () => {
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const seeker = await createSession(ctx.app, ctx.db);
    const other = await createSession(ctx.app, ctx.db);
    const upload = multipart(validTicket, [
      { name: 'attachment_1', filename: 'receipt.pdf', type: 'application/pdf', data: PDF },
    ]);
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/support-tickets',
      token: seeker.token,
      ...upload,
    });
    expect(created.statusCode).toBe(201);
    const ticketId = (created.data.data as { id: string }).id;
    const detail = await call(ctx.app, { method: 'GET', url: `${INBOX}/${ticketId}`, token: admin.token });
    const [file] =
      (detail.data.data as { messages: { attachments: { id: string; download_url: string }[] }[] }).messages[0]
        ?.attachments ?? [];
    expect(file?.download_url).toBe(`${INBOX}/${ticketId}/attachments/${file?.id}`);
    const url = file?.download_url ?? '';
    const download = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.token}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('receipt.pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${other.token}` } })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const missing = `${INBOX}/${ticketId}/attachments/${MISSING}`;
    expect(
      (await ctx.app.inject({ method: 'GET', url: missing, headers: { authorization: `Bearer ${admin.token}` } }))
        .statusCode,
    ).toBe(404);
  });
});
