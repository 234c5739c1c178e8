import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { mailsTo } from '../../test/outbox';
import { call, type Json, useTestApp } from '../../test/test-app';
import { UNAPPROVED_PROVIDER_MESSAGE, UNPAID_SEEKER_MESSAGE } from './hiring.access';
import {
  API,
  createPendingProvider,
  createProvider,
  createSeeker,
  createUnpaidSeeker,
  dayFromToday,
  expectStatusForAll,
  MISSING_ID,
  notificationsOf,
  request,
} from './hiring.test-helpers';
import { EXE, type FilePart, multipart, PDF } from '../support/support.test-helpers';

const ctx = useTestApp();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const storedFiles = () => {
  const dir = join(ctx.storageDir, 'cv-actions');
  return existsSync(dir) ? readdirSync(dir) : [];
};

const interview = (overrides: Json = {}) => ({
  date: dayFromToday(7),
  time: '10:30',
  timezone: 'Europe/Berlin',
  mode: 'video',
  link: 'https://meet.example.test/room-1',
  notes: 'Bring your forklift licence.',
  ...overrides,
});
const documents = { documents: ['Passport', 'Forklift licence'], note: 'Scans are fine.' };

const act = (token: string, seekerId: string, subject: string, payload: unknown) =>
  request(ctx, 'POST', `/provider/candidates/${seekerId}/action/${subject}`, token, payload);

async function created(token: string, seekerId: string, subject: string, payload: unknown): Promise<Json> {
  const res = await act(token, seekerId, subject, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.data.data as Json;
}

const respond = (token: string, actionId: string, fields: Record<string, string>, files: FilePart[] = []) =>
  call(ctx.app, {
    method: 'POST',
    url: `${API}/seeker/cv-actions/${actionId}/respond`,
    token,
    ...multipart(fields, files),
  });

const actionStatus = async (id: string) =>
  (await ctx.db.selectFrom('cv_actions').select('status').where('id', '=', id).executeTakeFirst())?.status;

describe('CV action access', () => {
  const providerRoutes = [
    ['POST', `/provider/candidates/${MISSING_ID}/action/shortlist`, {}],
    ['POST', `/provider/candidates/${MISSING_ID}/action/interview`, interview()],
    ['POST', `/provider/candidates/${MISSING_ID}/action/additional-documents`, documents],
    ['POST', `/provider/action/${MISSING_ID}/cancel`],
    ['POST', `/provider/action/${MISSING_ID}/decline`],
    ['GET', '/provider/actioned-candidates'],
  ] as const;
  const seekerRoutes = [
    ['GET', '/seeker/cv-actions'],
    ['POST', `/seeker/cv-actions/${MISSING_ID}/respond`, { message: 'Hello' }],
  ] as const;
  const download = [['GET', `/seeker/cv-actions/${MISSING_ID}/files/${MISSING_ID}`]] as const;

  it('needs a login, the right side, a paid fee or a verified business', async () => {
    await expectStatusForAll(ctx, [...providerRoutes, ...seekerRoutes, ...download], undefined, 401);
    const seeker = await createSeeker(ctx);
    const provider = await createProvider(ctx);
    await expectStatusForAll(ctx, providerRoutes, seeker.token, 403);
    await expectStatusForAll(ctx, seekerRoutes, provider.token, 403);
    const unpaid = await createUnpaidSeeker(ctx);
    const pending = await createPendingProvider(ctx);
    await expectStatusForAll(ctx, providerRoutes, pending.token, 403, UNAPPROVED_PROVIDER_MESSAGE);
    await expectStatusForAll(ctx, [...seekerRoutes, ...download], unpaid.token, 403, UNPAID_SEEKER_MESSAGE);
    await expectStatusForAll(ctx, download, pending.token, 403, UNAPPROVED_PROVIDER_MESSAGE);
  });
});

describe('acting on a candidate', () => {
  it('shortlists, invites and asks for documents; the seeker is notified, and e-mailed for the last two', async () => {
    const provider = await createProvider(ctx, 'Nordlicht Logistik');
    const seeker = await createSeeker(ctx);
    const shortlist = await created(provider.token, seeker.user.id, 'shortlist', { note: 'Strong CV' });
    expect(shortlist).toMatchObject({
      subject: 'shortlist',
      status: 'pending',
      details: { note: 'Strong CV' },
      response: null,
      files: [],
      company: { id: provider.user.id, name: 'Nordlicht Logistik' },
      candidate: { id: seeker.user.id, first_name: seeker.user.first_name },
    });
    const invitation = await created(provider.token, seeker.user.id, 'interview', interview());
    expect(invitation).toMatchObject({
      subject: 'interview',
      details: { mode: 'video', link: 'https://meet.example.test/room-1', place: null, time: '10:30' },
    });
    await created(provider.token, seeker.user.id, 'additional-documents', documents);

    const notifications = await notificationsOf(ctx, seeker.user.id);
    expect(notifications.map((n) => n.link).sort()).toEqual([
      '/job-seeker/track',
      '/job-seeker/track/additional-documents',
      '/job-seeker/track/interview-requests',
    ]);
    expect(notifications.every((n) => n.type === 'cv-action.requested')).toBe(true);
    const mails = await mailsTo(ctx, seeker.user.email);
    expect(mails.map((mail) => mail.template).sort()).toEqual(['documents-requested', 'interview-invitation']);
    expect(mails.find((mail) => mail.template === 'documents-requested')?.text).toContain('Passport, Forklift licence');
  });

  it('allows one pending action per subject and candidate, also under 10 concurrent requests', async () => {
    const provider = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => act(provider.token, seeker.user.id, 'shortlist', {})),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
    expect(results.find((res) => res.statusCode === 409)?.data.code).toBe('conflict');
    const rows = await ctx.db.selectFrom('cv_actions').select('id').where('seeker_id', '=', seeker.user.id).execute();
    expect(rows).toHaveLength(1);

    // Another subject, or another provider, is fine; after an undo the same subject is fine again.
    await created(provider.token, seeker.user.id, 'interview', interview());
    await created((await createProvider(ctx)).token, seeker.user.id, 'shortlist', {});
    const [first] = rows;
    expect(
      (await request(ctx, 'POST', `/provider/action/${String(first?.id)}/cancel`, provider.token)).statusCode,
    ).toBe(200);
    await created(provider.token, seeker.user.id, 'shortlist', {});
  });

  it('refuses bad details per subject with field messages, and creates nothing', async () => {
    const provider = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    const inPerson = await act(
      provider.token,
      seeker.user.id,
      'interview',
      interview({ mode: 'in_person', link: null }),
    );
    expect(inPerson.statusCode).toBe(400);
    expect(inPerson.data.errors).toEqual({ place: ['Enter where the interview takes place'] });
    const past = await act(
      provider.token,
      seeker.user.id,
      'interview',
      interview({ date: dayFromToday(-2), time: '9' }),
    );
    expect(Object.keys(past.data.errors as Json).sort()).toEqual(['date', 'time']);
    const none = await act(provider.token, seeker.user.id, 'additional-documents', { documents: [] });
    expect(none.data.errors).toEqual({ documents: ['List at least one document'] });
    const extra = await act(provider.token, seeker.user.id, 'shortlist', { note: 'ok', status: 'responded' });
    expect(extra.statusCode).toBe(400);
    const unknown = await act(provider.token, seeker.user.id, 'hire', {});
    expect(unknown.statusCode).toBe(404);
    const rows = await ctx.db.selectFrom('cv_actions').select('id').where('seeker_id', '=', seeker.user.id).execute();
    expect(rows).toEqual([]);
    expect(await notificationsOf(ctx, seeker.user.id)).toEqual([]);
  });

  it('only acts on candidates in the pool', async () => {
    const provider = await createProvider(ctx);
    const unpaid = await createUnpaidSeeker(ctx);
    for (const id of [unpaid.user.id, provider.user.id, MISSING_ID]) {
      expect((await act(provider.token, id, 'shortlist', {})).statusCode).toBe(404);
    }
  });

  it('undoes and declines along the state machine; another provider gets 404 and changes nothing', async () => {
    const provider = await createProvider(ctx);
    const other = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    const action = await created(provider.token, seeker.user.id, 'interview', interview());
    const id = String(action.id);

    for (const event of ['cancel', 'decline']) {
      expect((await request(ctx, 'POST', `/provider/action/${id}/${event}`, other.token)).statusCode).toBe(404);
    }
    expect(await actionStatus(id)).toBe('pending');

    const cancelled = await request(ctx, 'POST', `/provider/action/${id}/cancel`, provider.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.data.data).toMatchObject({ status: 'cancelled' });
    expect((await notificationsOf(ctx, seeker.user.id))[0]?.type).toBe('cv-action.cancelled');
    const again = await request(ctx, 'POST', `/provider/action/${id}/decline`, provider.token);
    expect(again.statusCode).toBe(409);
    expect(again.data).toEqual({
      code: 'invalid_transition',
      message:
        'This request is cancelled, so it cannot be declined. Only a request that is pending or responded can be declined.',
    });
    const respondLate = await respond(seeker.token, id, { confirm: 'true' });
    expect(respondLate.statusCode).toBe(409);

    const second = await created(provider.token, seeker.user.id, 'interview', interview());
    expect((await respond(seeker.token, String(second.id), { confirm: 'true' })).statusCode).toBe(200);
    expect(
      (await request(ctx, 'POST', `/provider/action/${String(second.id)}/cancel`, provider.token)).statusCode,
    ).toBe(409);
    const declined = await request(ctx, 'POST', `/provider/action/${String(second.id)}/decline`, provider.token);
    expect(declined.statusCode).toBe(200);
    expect(declined.data.data).toMatchObject({ status: 'declined', response: { confirmed: true } });
    expect((await notificationsOf(ctx, seeker.user.id))[0]?.type).toBe('cv-action.declined');
  });
});

describe('answering', () => {
  it('lists the seeker’s own requests, by subject (screen names too) and status', async () => {
    const provider = await createProvider(ctx, 'Porto Freight');
    const seeker = await createSeeker(ctx);
    const other = await createSeeker(ctx);
    await created(provider.token, seeker.user.id, 'shortlist', {});
    await created(provider.token, seeker.user.id, 'interview', interview());
    await created(provider.token, other.user.id, 'interview', interview());

    const all = await request(ctx, 'GET', '/seeker/cv-actions', seeker.token);
    expect(all.statusCode).toBe(200);
    expect((all.data.data as Json[]).map((item) => item.subject)).toEqual(['interview', 'shortlist']);
    expect((all.data.data as Json[])[0]?.company).toEqual({ id: provider.user.id, name: 'Porto Freight' });
    const interviews = await request(ctx, 'GET', '/seeker/cv-actions?subject=interview-requests', seeker.token);
    expect(interviews.data).toMatchObject({ data: [{ subject: 'interview' }], meta: { total: 1 } });
    const responded = await request(ctx, 'GET', '/seeker/cv-actions?status=responded', seeker.token);
    expect(responded.data.meta).toMatchObject({ total: 0 });
    const bad = await request(ctx, 'GET', '/seeker/cv-actions?subject=hired', seeker.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Json)).toEqual(['query.subject']);
  });

  it('confirms an interview or proposes another time, once; the provider is notified', async () => {
    const provider = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    const first = await created(provider.token, seeker.user.id, 'interview', interview());
    const empty = await respond(seeker.token, String(first.id), { message: 'Thanks!' });
    expect(empty.statusCode).toBe(400);
    expect(empty.data.errors).toEqual({ confirm: ['Confirm the time or propose another one'] });
    expect(await actionStatus(String(first.id))).toBe('pending');

    const confirmed = await respond(seeker.token, String(first.id), { confirm: 'true', message: 'See you then.' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.data.data).toMatchObject({
      status: 'responded',
      response: { confirmed: true, message: 'See you then.', proposed_date: null, proposed_time: null },
    });
    expect((confirmed.data.data as Json).responded_at).toEqual(expect.any(String));
    const [notification] = await notificationsOf(ctx, provider.user.id);
    expect(notification).toMatchObject({ type: 'cv-action.responded', link: '/provider/scheduled-interviews' });
    expect((await respond(seeker.token, String(first.id), { confirm: 'true' })).statusCode).toBe(409);

    await request(ctx, 'POST', `/provider/action/${String(first.id)}/decline`, provider.token);
    const second = await created(provider.token, seeker.user.id, 'interview', interview());
    const proposed = await request(ctx, 'POST', `/seeker/cv-actions/${String(second.id)}/respond`, seeker.token, {
      proposed_date: dayFromToday(9),
      proposed_time: '16:00',
      message: 'I have an exam that morning.',
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.data.data).toMatchObject({
      response: { confirmed: false, proposed_date: dayFromToday(9), proposed_time: '16:00' },
    });

    const list = await request(
      ctx,
      'GET',
      '/provider/actioned-candidates?subject=scheduled-interviews',
      provider.token,
    );
    expect((list.data.data as Json[]).map((item) => item.status)).toEqual(['responded', 'declined']);
    expect((list.data.data as Json[])[0]?.candidate).toMatchObject({ id: seeker.user.id });
    expect(list.body).not.toContain(seeker.user.email);
  });

  it('lists one candidate’s requests for the candidate page, and refuses a bad candidate id', async () => {
    const provider = await createProvider(ctx);
    const [first, second] = [await createSeeker(ctx), await createSeeker(ctx)];
    const shortlist = await created(provider.token, first.user.id, 'shortlist', { note: 'Strong CV' });
    await created(provider.token, second.user.id, 'shortlist', { note: 'Also good' });
    const docs = await created(provider.token, first.user.id, 'additional-documents', documents);

    const list = await request(
      ctx,
      'GET',
      `/provider/actioned-candidates?candidate_id=${first.user.id}`,
      provider.token,
    );
    expect(list.statusCode).toBe(200);
    expect((list.data.data as Json[]).map((item) => item.id)).toEqual([docs.id, shortlist.id]);
    expect(list.data.meta).toMatchObject({ total: 2 });
    // Another provider's view of the same candidate is its own: empty.
    const other = await createProvider(ctx);
    const foreign = await request(
      ctx,
      'GET',
      `/provider/actioned-candidates?candidate_id=${first.user.id}`,
      other.token,
    );
    expect(foreign.data.data).toEqual([]);

    const bad = await request(ctx, 'GET', '/provider/actioned-candidates?candidate_id=nope', provider.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toEqual({ 'query.candidate_id': ['Not a candidate id'] });
  });

  it('sends documents as files that only the seeker and the provider can download', async () => {
    const provider = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    const action = await created(provider.token, seeker.user.id, 'additional-documents', documents);
    const id = String(action.id);
    const before = storedFiles().length;
    const res = await respond(seeker.token, id, { message: 'Here they are.' }, [
      { name: 'file_1', filename: 'passport.pdf', type: 'application/pdf', data: PDF },
      { name: 'file_2', filename: 'licence.png', type: 'image/png', data: PNG },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const files = (res.data.data as { files: Json[] }).files;
    expect(files.map((file) => [file.filename, file.content_type, file.size_bytes])).toEqual([
      // Images are re-encoded without their metadata (core/uploads), so their size changes.
      ['licence.png', 'image/png', expect.any(Number)],
      ['passport.pdf', 'application/pdf', PDF.length],
    ]);
    expect(storedFiles()).toHaveLength(before + 2);

    const pdf = files[1];
    const url = String(pdf?.download_url);
    expect(url).toBe(`${API}/seeker/cv-actions/${id}/files/${String(pdf?.id)}`);
    for (const token of [seeker.token, provider.token]) {
      const download = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="passport.pdf"; filename*=UTF-8''passport.pdf`,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-security-policy']).toContain('sandbox');
    }
    for (const stranger of [await createSeeker(ctx), await createProvider(ctx)]) {
      expect((await call(ctx.app, { method: 'GET', url, token: stranger.token })).statusCode).toBe(404);
    }
    const wrongPair = `${API}/seeker/cv-actions/${MISSING_ID}/files/${String(pdf?.id)}`;
    expect((await call(ctx.app, { method: 'GET', url: wrongPair, token: seeker.token })).statusCode).toBe(404);

    const listed = await request(
      ctx,
      'GET',
      '/provider/actioned-candidates?subject=additional-documents',
      provider.token,
    );
    expect((listed.data.data as Json[])[0]).toMatchObject({
      status: 'responded',
      files: [{ filename: 'licence.png' }, { filename: 'passport.pdf' }],
    });
  });

  it('refuses files that do not fit, leaving no row and no stray file', async () => {
    const provider = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    const docs = await created(provider.token, seeker.user.id, 'additional-documents', documents);
    const invite = await created(provider.token, seeker.user.id, 'interview', interview());
    const before = storedFiles().length;
    const pdf = { name: 'file_1', filename: 'cv.pdf', type: 'application/pdf', data: PDF };

    const exe = await respond(seeker.token, String(docs.id), {}, [{ ...pdf, data: EXE }]);
    expect(exe.statusCode).toBe(400);
    expect(exe.data.errors).toHaveProperty('file_1');
    const noFiles = await respond(seeker.token, String(docs.id), { message: 'Sorry, none.' });
    expect(noFiles.data.errors).toEqual({ file_1: ['Attach at least one of the requested documents'] });
    const unexpected = await respond(seeker.token, String(docs.id), {}, [{ ...pdf, name: 'file_9' }]);
    expect(unexpected.statusCode).toBe(400);
    const filesToInterview = await respond(seeker.token, String(invite.id), { confirm: 'true' }, [pdf]);
    expect(filesToInterview.statusCode).toBe(400);
    expect(filesToInterview.data.errors).toEqual({
      file_1: ['Files can only be sent in answer to a document request'],
    });
    const tooLong = await respond(seeker.token, String(docs.id), { message: 'x'.repeat(2001) }, [pdf]);
    expect(tooLong.data.errors).toEqual({ message: ['The message must be at most 2000 characters'] });
    const someoneElses = await respond((await createSeeker(ctx)).token, String(docs.id), {}, [pdf]);
    expect(someoneElses.statusCode).toBe(404);

    expect(storedFiles()).toHaveLength(before);
    expect(await actionStatus(String(docs.id))).toBe('pending');
    expect(await actionStatus(String(invite.id))).toBe('pending');
    const rows = await ctx.db
      .selectFrom('cv_action_files')
      .select('id')
      .where('cv_action_id', '=', String(docs.id))
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const provider = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    const action = await created(provider.token, seeker.user.id, 'additional-documents', documents);
    const before = storedFiles().length;
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await respond(seeker.token, String(action.id), {}, [
      { name: 'file_1', filename: 'huge.pdf', type: 'application/pdf', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(storedFiles()).toHaveLength(before);
    expect(await actionStatus(String(action.id))).toBe('pending');
  });

  it('keeps only the winner’s files when two answers race', async () => {
    const provider = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    const action = await created(provider.token, seeker.user.id, 'additional-documents', documents);
    const before = storedFiles().length;
    const file = { name: 'file_1', filename: 'passport.pdf', type: 'application/pdf', data: PDF };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => respond(seeker.token, String(action.id), {}, [file])),
    );
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(4);
    const rows = await ctx.db
      .selectFrom('cv_action_files')
      .select('id')
      .where('cv_action_id', '=', String(action.id))
      .execute();
    expect(rows).toHaveLength(1);
    expect(storedFiles()).toHaveLength(before + 1);
  });
});
