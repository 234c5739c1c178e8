import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { call, type Json, request, useTestApp } from '../../test/test-app';
import { EXE, multipart, PDF, validTicket } from './support.test-helpers';

const ctx = useTestApp();

const TICKETS = '/api/v1/auth/support-tickets';
/** The owner writes on their ticket: POST /auth/support-tickets/{id}/reply. */
const reply = (ticketId: string, token: string, message: string) =>
  request(ctx, 'POST', `/auth/support-tickets/${ticketId}/reply`, token, { message });
const storedFiles = () => {
  const dir = join(ctx.storageDir, 'tickets');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const ticketCount = async (userId: string) =>
  (await ctx.db.selectFrom('support_tickets').select('id').where('user_id', '=', userId).execute()).length;

async function openTicket(token: string, payload: Json = validTicket) {
  const res = await call(ctx.app, { method: 'POST', url: TICKETS, token, payload });
  if (res.statusCode !== 201) throw new Error(`ticket not created: ${res.body}`);
  return res.data.data as Json;
}

describe('support tickets', () => {
  it('need a login', async () => {
    for (const [method, url] of [
      ['GET', TICKETS],
      ['POST', TICKETS],
      ['GET', `${TICKETS}/00000000-0000-4000-8000-000000000000`],
      ['POST', `${TICKETS}/00000000-0000-4000-8000-000000000000/reply`],
      ['GET', `${TICKETS}/00000000-0000-4000-8000-000000000000/attachments/00000000-0000-4000-8000-000000000001`],
    ] as const) {
      const res = await call(ctx.app, { method, url, payload: method === 'POST' ? validTicket : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('opens a ticket from JSON with its first message, and lists it', async () => {
    const { token } = await createSession(ctx.app, ctx.db, { group: 'provider' });
    const res = await call(ctx.app, { method: 'POST', url: TICKETS, token, payload: validTicket });
    expect(res.statusCode).toBe(201);
    const ticket = res.data.data as Json;
    expect(ticket).toMatchObject({
      subject: validTicket.subject,
      category: 'technical',
      status: 'open',
      messages: [{ author_role: 'user', body: validTicket.message, attachments: [] }],
    });
    expect(ticket.last_activity_at).toBe(ticket.created_at);

    const list = await call(ctx.app, { method: 'GET', url: TICKETS, token });
    expect(list.statusCode).toBe(200);
    expect(list.data.data).toEqual([
      {
        id: ticket.id,
        subject: validTicket.subject,
        category: 'technical',
        status: 'open',
        created_at: ticket.created_at,
        last_activity_at: ticket.last_activity_at,
      },
    ]);
    expect(list.data.meta).toEqual({ page: 1, per_page: 50, total: 1, last_page: 1 });
  });

  it('lists most recent activity first, paged', async () => {
    const { token } = await createSession(ctx.app, ctx.db);
    const first = await openTicket(token, { ...validTicket, subject: 'First ticket' });
    const second = await openTicket(token, { ...validTicket, subject: 'Second ticket' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await reply(String(first.id), token, 'Any news on this one, please?');
    const list = await call(ctx.app, { method: 'GET', url: `${TICKETS}?page=1&per_page=100`, token });
    expect((list.data.data as Json[]).map((ticket) => ticket.id)).toEqual([first.id, second.id]);
    expect(list.data.meta).toEqual({ page: 1, per_page: 100, total: 2, last_page: 1 });
    const empty = await call(ctx.app, { method: 'GET', url: `${TICKETS}?page=2`, token });
    expect(empty.data).toEqual({ data: [], meta: { page: 2, per_page: 50, total: 2, last_page: 1 } });
  });

  it('accepts a PDF attachment and lets its owner download it', async () => {
    const { token } = await createSession(ctx.app, ctx.db);
    const before = storedFiles().length;
    const form = multipart(validTicket, [
      { name: 'attachment_1', filename: 'Rechnung März.pdf', type: 'application/pdf', data: PDF },
    ]);
    const res = await call(ctx.app, { method: 'POST', url: TICKETS, token, ...form });
    expect(res.statusCode).toBe(201);
    const [message] = (res.data.data as { messages: { attachments: Json[] }[] }).messages;
    expect(message?.attachments).toHaveLength(1);
    const attachment = message?.attachments[0] as Json;
    expect(attachment).toMatchObject({
      filename: 'Rechnung März.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF.length,
    });
    expect(storedFiles()).toHaveLength(before + 1);
    const row = await ctx.db
      .selectFrom('support_attachments')
      .selectAll()
      .where('id', '=', String(attachment.id))
      .executeTakeFirstOrThrow();
    expect(row.original_name).toBe('Rechnung März.pdf');
    expect(row.storage_name).toMatch(/^[0-9a-f-]{36}\.pdf$/);

    const download = await ctx.app.inject({
      method: 'GET',
      url: String(attachment.download_url),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Rechnung M_rz.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a renamed executable and bad input with field errors, leaving no row and no file', async () => {
    const { user, token } = await createSession(ctx.app, ctx.db);
    const before = storedFiles().length;
    const exe = multipart(validTicket, [
      { name: 'attachment_1', filename: 'invoice.pdf', type: 'application/pdf', data: EXE },
    ]);
    const refused = await call(ctx.app, { method: 'POST', url: TICKETS, token, ...exe });
    expect(refused.statusCode).toBe(400);
    expect(refused.data.errors).toHaveProperty('attachment_1');

    const bad = multipart({ subject: 'ab', category: 'billing', message: 'short' }, [
      { name: 'attachment_1', filename: 'ok.pdf', type: 'application/pdf', data: PDF },
    ]);
    const invalid = await call(ctx.app, { method: 'POST', url: TICKETS, token, ...bad });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.data.errors as Json).sort()).toEqual(['category', 'message', 'subject']);

    const unexpected = multipart(validTicket, [
      { name: 'attachment_4', filename: 'ok.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect((await call(ctx.app, { method: 'POST', url: TICKETS, token, ...unexpected })).statusCode).toBe(400);
    const extraField = await call(ctx.app, {
      method: 'POST',
      url: TICKETS,
      token,
      payload: { ...validTicket, status: 'closed', user_id: user.id },
    });
    expect(extraField.statusCode).toBe(400);
    const nul = await call(ctx.app, {
      method: 'POST',
      url: TICKETS,
      token,
      payload: { ...validTicket, subject: 'Broken\u0000subject', message: `${validTicket.message}\u0000` },
    });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.data.errors as Json).sort()).toEqual(['message', 'subject']);

    expect(await ticketCount(user.id)).toBe(0);
    expect(storedFiles()).toHaveLength(before);
  });

  it("answers 404 for another user's ticket, reply and attachment, and changes nothing", async () => {
    const owner = await createSession(ctx.app, ctx.db);
    const other = await createSession(ctx.app, ctx.db);
    const form = multipart(validTicket, [
      { name: 'attachment_1', filename: 'a.pdf', type: 'application/pdf', data: PDF },
    ]);
    const created = await call(ctx.app, { method: 'POST', url: TICKETS, token: owner.token, ...form });
    const ticket = created.data.data as { id: string; messages: { attachments: { download_url: string }[] }[] };
    const downloadUrl = ticket.messages[0]?.attachments[0]?.download_url ?? '';

    expect(
      (await call(ctx.app, { method: 'GET', url: `${TICKETS}/${ticket.id}`, token: other.token })).statusCode,
    ).toBe(404);
    const intruding = await reply(ticket.id, other.token, 'I should not be able to write here.');
    expect(intruding.statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: downloadUrl, token: other.token })).statusCode).toBe(404);
    const list = await call(ctx.app, { method: 'GET', url: TICKETS, token: other.token });
    expect(list.data.data).toEqual([]);

    const messages = await ctx.db
      .selectFrom('support_messages')
      .select('id')
      .where('ticket_id', '=', ticket.id)
      .execute();
    expect(messages).toHaveLength(1);
    const owned = await call(ctx.app, { method: 'GET', url: `${TICKETS}/${ticket.id}`, token: owner.token });
    expect(owned.statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: `${TICKETS}/not-a-uuid`, token: owner.token })).statusCode).toBe(
      400,
    );
  });

  it('adds replies: an answered ticket reopens, a closed one refuses with 409', async () => {
    const { token } = await createSession(ctx.app, ctx.db);
    const ticket = await openTicket(token);
    const id = String(ticket.id);
    // A staff answer (the admin issue adds the endpoint).
    await ctx.db
      .insertInto('support_messages')
      .values({
        id: randomUUID(),
        ticket_id: id,
        author_user_id: null,
        is_staff: 1,
        body: 'Could you send a screenshot?',
        created_at: new Date().toISOString(),
      })
      .execute();
    await ctx.db.updateTable('support_tickets').set({ status: 'answered' }).where('id', '=', id).execute();

    const form = multipart({ message: 'Here it is, see the attachment.' }, [
      { name: 'attachment_2', filename: 'screen.pdf', type: 'application/pdf', data: PDF },
    ]);
    const withFile = await call(ctx.app, { method: 'POST', url: `${TICKETS}/${id}/reply`, token, ...form });
    expect(withFile.statusCode).toBe(201);
    const detail = withFile.data.data as { status: string; messages: Json[]; last_activity_at: string };
    expect(detail.status).toBe('open');
    expect(detail.messages.map((message) => message.author_role)).toEqual(['user', 'support', 'user']);
    expect(detail.messages[2]).toMatchObject({ body: 'Here it is, see the attachment.' });
    expect((detail.messages[2]?.attachments as Json[])[0]).toMatchObject({ filename: 'screen.pdf' });
    expect(detail.last_activity_at > String(ticket.last_activity_at)).toBe(true);

    const short = await reply(id, token, 'ok');
    expect(short.statusCode).toBe(400);
    expect(short.data.errors).toHaveProperty('message');

    await ctx.db.updateTable('support_tickets').set({ status: 'closed' }).where('id', '=', id).execute();
    const closed = await reply(id, token, 'One more thing about this.');
    expect(closed.statusCode).toBe(409);
  });

  it('limits new tickets to 10 an hour per user', async () => {
    const { user, token } = await createSession(ctx.app, ctx.db);
    for (let i = 0; i < 10; i += 1) await openTicket(token);
    const limited = await call(ctx.app, { method: 'POST', url: TICKETS, token, payload: validTicket });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await ticketCount(user.id)).toBe(10);
  });
});
