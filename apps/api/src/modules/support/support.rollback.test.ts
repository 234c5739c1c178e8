import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { failInsertsInto } from '../../test/fail-inserts';
import { call, useTestApp } from '../../test/test-app';
import { multipart, PDF, validTicket } from './support.test-helpers';

const ctx = useTestApp();

// The attachment rows fail to insert: a real database error inside the transaction.
beforeAll(() => failInsertsInto(ctx.db, ctx.engine, 'support_attachments'));

describe('a ticket whose transaction fails', () => {
  it('leaves no ticket, no message and no file behind', async () => {
    const { user, token } = await createSession(ctx.app, ctx.db);
    const form = multipart(validTicket, [
      { name: 'attachment_1', filename: 'a.pdf', type: 'application/pdf', data: PDF },
      { name: 'attachment_3', filename: 'b.pdf', type: 'application/pdf', data: PDF },
    ]);
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/support-tickets', token, ...form });
    expect(res.statusCode).toBe(500);
    expect(res.data).toEqual({ message: 'Something went wrong on our side', code: 'internal_error' });
    const tickets = await ctx.db.selectFrom('support_tickets').select('id').where('user_id', '=', user.id).execute();
    expect(tickets).toEqual([]);
    expect(await ctx.db.selectFrom('support_messages').select('id').execute()).toEqual([]);
    const dir = join(ctx.storageDir, 'tickets');
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it('spends none of the hourly quota of tickets (10): the eleventh failed try is still a 500, not a 429', async () => {
    const { token } = await createSession(ctx.app, ctx.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const form = multipart(validTicket, [
        { name: 'attachment_1', filename: 'a.pdf', type: 'application/pdf', data: PDF },
      ]);
      statuses.push(
        (await call(ctx.app, { method: 'POST', url: '/api/v1/auth/support-tickets', token, ...form })).statusCode,
      );
    }
    expect(statuses).toEqual(Array.from({ length: 11 }, () => 500));
  });
});
