import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createSession, expectAdminOnly } from '../../test/factories';
import { call, type Json, useTestApp } from '../../test/test-app';
import { findAuditEntries } from '../audit/audit.test-helpers';

const ctx = useTestApp();

const get = (url: string, token?: string) => call(ctx.app, { method: 'GET', url, ...(token ? { token } : {}) });

async function payment(userId: string, status: 'paid' | 'pending' | 'failed', createdAt: string) {
  const reference = `HW-${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await ctx.db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      user_id: userId,
      purpose: 'registration_fee',
      provider: 'sandbox',
      reference,
      amount: 999,
      currency: 'EUR',
      status,
      provider_status: null,
      paid_at: status === 'paid' ? createdAt : null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  return reference;
}

describe('admin payments', () => {
  it('are refused to anonymous callers (401) and to seekers and providers (403)', async () => {
    await expectAdminOnly(ctx, [
      ['GET', '/admin/payments'],
      ['GET', '/admin/payments/export'],
    ]);
  });

  it('list and filter by status, payer and date range', async () => {
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const seeker = await createSession(ctx.app, ctx.db);
    const paid = await payment(seeker.user.id, 'paid', '2026-03-10T12:00:00.000Z');
    const failed = await payment(seeker.user.id, 'failed', '2026-03-12T09:00:00.000Z');
    const email = encodeURIComponent(seeker.user.email);

    const all = await get(`/api/v1/admin/payments?user=${email}`, admin.token);
    expect(all.statusCode).toBe(200);
    expect((all.data.data as Json[]).map((row) => row.reference)).toEqual([failed, paid]);
    expect((all.data.data as Json[])[0]).toMatchObject({
      amount: 999,
      currency: 'EUR',
      user: { id: seeker.user.id, email: seeker.user.email },
    });

    const onlyPaid = await get(`/api/v1/admin/payments?user=${email}&status=paid`, admin.token);
    expect((onlyPaid.data.data as Json[]).map((row) => row.reference)).toEqual([paid]);
    const byReference = await get(`/api/v1/admin/payments?user=${failed.toLowerCase()}`, admin.token);
    expect((byReference.data.data as Json[]).map((row) => row.reference)).toEqual([failed]);
    const day = await get(`/api/v1/admin/payments?user=${email}&from=2026-03-10&to=2026-03-10`, admin.token);
    expect((day.data.data as Json[]).map((row) => row.reference)).toEqual([paid]);
    expect(day.data.meta).toMatchObject({ total: 1 });

    const bad = await get('/api/v1/admin/payments?status=stolen&from=2026-13-01', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Json)).toEqual(expect.arrayContaining(['query.status', 'query.from']));
  });

  it('export the filtered rows as formula-safe CSV, and audit the export', async () => {
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const tricky = await createSession(ctx.app, ctx.db, {
      user: { first_name: '=HYPERLINK("http://evil.test")', last_name: 'O"Neil, Jr' },
    });
    const reference = await payment(tricky.user.id, 'paid', '2026-04-01T08:30:00.000Z');
    const res = await get(`/api/v1/admin/payments/export?user=${encodeURIComponent(tricky.user.email)}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hireway-payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"created_at","paid_at","reference","status","amount","currency","provider","purpose","user_email","user_name"',
    );
    expect(lines[1]).toBe(
      `"2026-04-01T08:30:00.000Z","2026-04-01T08:30:00.000Z","${reference}","paid","9.99","EUR","sandbox","registration_fee","${tricky.user.email}","'=HYPERLINK(""http://evil.test"") O""Neil, Jr"`,
    );
    expect(lines).toHaveLength(3);
    const [entry] = await findAuditEntries(ctx.db, 'payments');
    expect(entry).toMatchObject({ actor_id: admin.user.id, action: 'payments.export' });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ rows: 1 });
  });
});
