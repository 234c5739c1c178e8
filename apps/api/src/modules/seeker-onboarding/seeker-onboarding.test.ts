import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { makeDocx, makeZip } from '../../test/upload-fixtures';
import { call, type Json, useTestApp } from '../../test/test-app';
import { multipart } from '../support/support.test-helpers';

const ctx = useTestApp();

const newSeeker = () =>
  createSession(ctx.app, ctx.db, { profile: { has_completed_onboarding: 0, payment_status: 'unpaid' } });
const step = (token: string, payload: Json) =>
  call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding/seeker', token, payload });

const STEP_1 = {
  step: 1,
  headline: 'Warehouse team lead with forklift licence',
  summary: 'Eight years running night shifts in a 20,000 m² fulfilment centre; I keep teams safe and on time.',
  desired_job_title: 'Logistics supervisor',
  years_of_experience: 8,
  availability: 'one_month',
  open_to_work: true,
};
const STEP_2 = {
  step: 2,
  job_categories: ['operations', 'management'],
  employment_types: ['full-time'],
  location_types: ['on-site', 'hybrid'],
  expected_salary: { amount: 48000, currency: 'EUR', period: 'year' },
};
// A minimal PDF.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Step 3 as the form posts it: the consent and, where given, the CV file. */
const finish = (token: string, consent: string, file?: Buffer, filename = 'my-cv.pdf') =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/v1/auth/onboarding/seeker',
    token,
    ...multipart(
      { step: '3', consent },
      file ? [{ name: 'cv', filename, type: 'application/octet-stream', data: file }] : [],
    ),
  });

describe('seeker onboarding', () => {
  it('takes a Word CV (.docx) and refuses a ZIP that is not one', async () => {
    const { user, token } = await newSeeker();
    await step(token, STEP_1);
    await step(token, STEP_2);
    const zip = await makeZip({ 'cv.txt': 'not a Word document' });
    const refused = await finish(token, 'true', zip, 'cv.docx');
    expect(refused.statusCode).toBe(400);
    expect(refused.data.errors).toEqual({ cv: ['The file is a ZIP archive but not a Word document (.docx)'] });

    const finished = await finish(token, 'true', await makeDocx(), 'Lebenslauf.docx');
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.data.data).toMatchObject({ cv_file: { name: 'Lebenslauf.docx' } });
    const row = await ctx.db
      .selectFrom('seeker_preferences')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.cv_storage_name).toMatch(/^[0-9a-f-]{36}\.docx$/);
    expect(await ctx.app.storage.exists('cvs', row.cv_storage_name ?? 'missing')).toBe(true);
  });

  it('is for logged-in seekers only', async () => {
    expect(
      (await call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding/seeker', payload: STEP_1 })).statusCode,
    ).toBe(401);
    const provider = await createSession(ctx.app, ctx.db, { group: 'provider' });
    expect((await step(provider.token, STEP_1)).statusCode).toBe(403);
  });

  it('saves each step, resumes, and finishes with a PDF CV', async () => {
    const { user, token } = await newSeeker();
    const first = await step(token, STEP_1);
    expect(first.statusCode).toBe(200);
    expect(first.data.data).toMatchObject({
      completed_steps: [1],
      personal: { headline: STEP_1.headline },
      has_completed_onboarding: false,
    });
    expect((await step(token, STEP_2)).data.data).toMatchObject({
      completed_steps: [1, 2],
      preferences: {
        job_categories: ['operations', 'management'],
        expected_salary: { amount: 48000, currency: 'EUR', period: 'year' },
      },
    });
    const resumed = await call(ctx.app, { method: 'GET', url: '/api/v1/auth/onboarding/seeker', token });
    expect(resumed.data.data).toMatchObject({ completed_steps: [1, 2] });

    const finished = await finish(token, 'true', PDF);
    expect(finished.statusCode).toBe(200);
    expect(finished.data.data).toMatchObject({
      has_completed_onboarding: true,
      completed_steps: [1, 2, 3],
      cv_file: { name: 'my-cv.pdf' },
    });
    const row = await ctx.db
      .selectFrom('seeker_preferences')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(existsSync(join(ctx.storageDir, 'cvs', row.cv_storage_name ?? 'missing'))).toBe(true);
    // The guard now sends the seeker to the registration fee.
    const check = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/check', token });
    expect(check.data.data).toMatchObject({
      user: { profile: { has_completed_onboarding: true, payment_status: 'unpaid' } },
    });
  });

  it('stores the CV’s name without control, bidirectional or zero-width characters', async () => {
    const { user, token } = await newSeeker();
    await step(token, STEP_1);
    await step(token, STEP_2);
    const finished = await finish(token, 'true', PDF, 'my\u0007\u200b-cv\u202efdp.exe\u2066.pdf');
    expect(finished.statusCode).toBe(200);
    expect(finished.data.data).toMatchObject({ cv_file: { name: 'my-cvfdp.exe.pdf' } });
    const row = await ctx.db
      .selectFrom('seeker_preferences')
      .select('cv_original_name')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.cv_original_name).toBe('my-cvfdp.exe.pdf');
  });

  it('removes the first CV file from storage when a second one replaces it', async () => {
    const { user, token } = await newSeeker();
    await step(token, STEP_1);
    await step(token, STEP_2);
    const cvRow = () =>
      ctx.db
        .selectFrom('seeker_preferences')
        .select('cv_storage_name')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
    const send = (name: string) => finish(token, 'true', PDF, name);
    expect((await send('first.pdf')).statusCode).toBe(200);
    const first = (await cvRow()).cv_storage_name ?? 'missing';
    expect(existsSync(join(ctx.storageDir, 'cvs', first))).toBe(true);
    expect((await send('second.pdf')).statusCode).toBe(200);
    const second = (await cvRow()).cv_storage_name ?? 'missing';
    expect(second).not.toBe(first);
    expect(existsSync(join(ctx.storageDir, 'cvs', second))).toBe(true);
    expect(existsSync(join(ctx.storageDir, 'cvs', first))).toBe(false);
  });

  it('refuses to finish before steps 1 and 2, or without consent', async () => {
    const { token } = await newSeeker();
    const early = await finish(token, 'true');
    expect(early.statusCode).toBe(422);
    expect(early.data.message).toBe('Complete steps 1 and 2 first');
    await step(token, STEP_1);
    await step(token, STEP_2);
    const noConsent = await finish(token, 'false');
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.data.errors).toHaveProperty('consent');
  });

  it('answers 400 with field errors for bad input and unknown slugs, and saves nothing', async () => {
    const { user, token } = await newSeeker();
    const bad = await step(token, {
      ...STEP_2,
      job_categories: [],
      location_types: ['on-site', 'on-site'],
      expected_salary: { amount: -5, currency: 'XXX', period: 'week' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Json)).toEqual(
      expect.arrayContaining([
        'job_categories',
        'location_types',
        'expected_salary.amount',
        'expected_salary.currency',
        'expected_salary.period',
      ]),
    );
    const unknown = await step(token, { ...STEP_2, job_categories: ['astronaut'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.errors).toEqual({ job_categories: ['Choose from the list (unknown: astronaut)'] });
    expect(await ctx.db.selectFrom('seeker_preferences').selectAll().where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
    expect((await step(token, { step: 1, headline: '' })).statusCode).toBe(400);
  });

  it('accepts only a PDF or Word document as the CV file', async () => {
    const { token } = await newSeeker();
    await step(token, STEP_1);
    await step(token, STEP_2);
    const exe = await finish(token, 'true', Buffer.from('MZ\x90\x00fake exe'));
    expect(exe.statusCode).toBe(400);
    expect(exe.data.errors).toEqual({ cv: ['The file must be one of: PDF, Word (.docx)'] });
  });
});
