import { beforeAll, describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { failInsertsInto } from '../../test/fail-inserts';
import { call, useTestApp } from '../../test/test-app';
import { filesIn, multipart, PDF, PNG, validCompany } from './providers.test-helpers';

const ctx = useTestApp();

// The document rows fail to insert: a real database error inside the transaction.
beforeAll(() => failInsertsInto(ctx.db, ctx.engine, 'provider_documents'));

describe('business onboarding whose transaction fails', () => {
  it('leaves the profile as it was, no company row and no file behind', async () => {
    const { user, token } = await createSession(ctx.app, ctx.db, { group: 'provider', profile: { status: null } });
    const form = multipart(validCompany, [
      { name: 'logo', filename: 'logo.png', type: 'image/png', data: PNG },
      { name: 'document_1', filename: 'a.pdf', type: 'application/pdf', data: PDF },
      { name: 'document_3', filename: 'b.pdf', type: 'application/pdf', data: PDF },
    ]);
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding/provider', token, ...form });
    expect(res.statusCode).toBe(500);
    expect(res.data).toEqual({ message: 'Something went wrong on our side', code: 'internal_error' });
    const profile = await ctx.db.selectFrom('profiles').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    expect(profile?.status).toBeNull();
    expect(
      await ctx.db.selectFrom('provider_profiles').select('user_id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect(filesIn(ctx, 'avatars')).toEqual([]);
    expect(filesIn(ctx, 'provider-documents')).toEqual([]);
  });
});
