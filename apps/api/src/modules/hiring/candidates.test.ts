import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { nowIso } from '../../db/database';
import { createUser } from '../../test/factories';
import { type Json, useTestApp } from '../../test/test-app';
import { UNAPPROVED_PROVIDER_MESSAGE } from './hiring.access';
import {
  createJobPost,
  createPendingProvider,
  createProvider,
  createSeeker,
  expectStatusForAll,
  fillCv,
  MISSING_ID,
  request,
} from './hiring.test-helpers';

const ctx = useTestApp();

/** A word no other test uses, to find one test's candidates in the shared pool. */
const tag = () => `zq${randomUUID().slice(0, 8)}`;

const search = (token: string, query: string) => request(ctx, 'GET', `/provider/candidates?${query}`, token);
const idsOf = (res: { data: Json }) => (res.data.data as Json[]).map((item) => item.id);

async function addReference(userId: string) {
  const now = nowIso();
  await ctx.db
    .insertInto('cv_references')
    .values({
      id: randomUUID(),
      user_id: userId,
      position: 0,
      name: 'Dr. Referee',
      relationship: 'Former manager',
      company: 'Old Co',
      job_title: 'Manager',
      email: 'referee.private@example.test',
      phone: '+351900000111',
      may_contact: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe('candidate pool access', () => {
  it('is for verified providers only', async () => {
    const routes = [
      ['GET', '/provider/candidates'],
      ['GET', `/provider/candidates/${MISSING_ID}`],
    ] as const;
    await expectStatusForAll(ctx, routes, undefined, 401);
    await expectStatusForAll(ctx, routes, (await createSeeker(ctx)).token, 403);
    await expectStatusForAll(ctx, routes, (await createPendingProvider(ctx)).token, 403, UNAPPROVED_PROVIDER_MESSAGE);
  });
});

describe('listing candidates', () => {
  it('lists only seekers who finished onboarding and paid, and never an e-mail or phone', async () => {
    const word = tag();
    const provider = await createProvider(ctx);
    const paid = await createSeeker(ctx);
    const unpaid = await createSeeker(ctx, { profile: { payment_status: 'unpaid' } });
    const pendingPayment = await createSeeker(ctx, { profile: { payment_status: 'pending' } });
    const notOnboarded = await createSeeker(ctx, { profile: { has_completed_onboarding: 0 } });
    const suspended = await createUser(ctx.db, { user: { status: 'suspended' } });
    for (const seeker of [paid, unpaid, pendingPayment, notOnboarded, suspended]) {
      await fillCv(ctx, seeker.user.id, { headline: `Driver ${word}` });
      await addReference(seeker.user.id);
    }
    const res = await search(provider.token, `q=${word}`);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([paid.user.id]);
    expect(res.data.meta).toEqual({
      page: 1,
      per_page: 50,
      total: 1,
      last_page: 1,
      total_is_lower_bound: false,
      next_cursor: null,
      prev_cursor: null,
    });

    // The whole pool, to the last page: no unpaid seeker, no contact detail anywhere.
    const all = await search(provider.token, 'per_page=500');
    const ids = idsOf(all);
    for (const hidden of [unpaid, pendingPayment, notOnboarded, suspended]) expect(ids).not.toContain(hidden.user.id);
    expect(all.body).not.toMatch(/@example\.test/);
    expect(all.body).not.toContain('+4915100000000');
    expect(all.body).not.toContain('+351900000111');
    expect(all.body).not.toContain('Secret Street');
  });

  it('summarises each CV: headline, place, top skills and the same score as the seeker sees', async () => {
    const word = tag();
    const provider = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    await fillCv(ctx, seeker.user.id, {
      headline: `Logistics lead ${word}`,
      city: 'Porto',
      country_code: 'PT',
      skills: ['SAP', 'Forklift', 'Excel', 'Scheduling', 'Driving', 'First aid'],
    });
    const res = await search(provider.token, `q=${word}`);
    const [candidate] = res.data.data as Json[];
    const score = await request(ctx, 'GET', '/seeker/cv/score', seeker.token);
    expect(candidate).toEqual({
      id: seeker.user.id,
      first_name: seeker.user.first_name,
      last_name: seeker.user.last_name,
      headline: `Logistics lead ${word}`,
      desired_job_title: 'Warehouse lead',
      years_of_experience: 4,
      availability: 'two_weeks',
      city: 'Porto',
      country_code: 'PT',
      top_skills: ['SAP', 'Forklift', 'Excel', 'Scheduling', 'Driving'],
      cv_score: score.data.data,
      updated_at: expect.any(String),
    });
    expect(score.data.data).toBe(25);
  });

  it('searches every word across name, headline, desired job and skills, and filters', async () => {
    const word = tag();
    const provider = await createProvider(ctx);
    const anna = await createSeeker(ctx, { user: { first_name: 'Annabel', last_name: `Quist${word}` } });
    await fillCv(ctx, anna.user.id, {
      headline: 'Welder',
      city: 'Lisboa',
      country_code: 'PT',
      skills: ['TIG welding'],
    });
    const bruno = await createSeeker(ctx, { user: { first_name: 'Bruno', last_name: `Quist${word}` } });
    await fillCv(ctx, bruno.user.id, { headline: 'Electrician', city: 'Hamburg', skills: ['Wiring'], years: 12 });
    const now = nowIso();
    await ctx.db
      .insertInto('cv_languages')
      .values({
        id: randomUUID(),
        user_id: bruno.user.id,
        position: 0,
        language: 'pt',
        proficiency: 'b2',
        created_at: now,
        updated_at: now,
      })
      .execute();

    const names = async (query: string, q = `Quist${word}`) => {
      const res = await search(provider.token, `q=${encodeURIComponent(q)}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.data.data as Json[]).map((item) => item.first_name).sort();
    };
    expect(await names('')).toEqual(['Annabel', 'Bruno']);
    expect(await names('', `annabel quist${word}`)).toEqual(['Annabel']);
    expect(await names('skill=tig%20WELDING')).toEqual(['Annabel']);
    expect(await names('country_code=pt')).toEqual(['Annabel']);
    expect(await names('city=HAMBURG')).toEqual(['Bruno']);
    expect(await names('language=pt')).toEqual(['Bruno']);
    expect(await names('min_experience=10')).toEqual(['Bruno']);
    expect(await names('availability=two_weeks')).toEqual(['Annabel', 'Bruno']);
    expect(await names('availability=immediately')).toEqual([]);
    const bySkill = await search(provider.token, `q=${encodeURIComponent(`wiring quist${word}`)}`);
    expect(idsOf(bySkill)).toEqual([bruno.user.id]);
    // LIKE wildcards are matched literally.
    expect(idsOf(await search(provider.token, `q=${word}%25`))).toEqual([]);

    const bad = await search(provider.token, 'language=xx&min_experience=-1&country_code=Germany&per_page=3');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Json).sort()).toEqual([
      'query.country_code',
      'query.language',
      'query.min_experience',
      'query.per_page',
    ]);
  });
});

describe('a candidate’s CV', () => {
  it('shows the whole CV without contact details until an application is accepted', async () => {
    const provider = await createProvider(ctx);
    const other = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    await fillCv(ctx, seeker.user.id, { headline: 'Crane operator' });
    await addReference(seeker.user.id);

    const before = await request(ctx, 'GET', `/provider/candidates/${seeker.user.id}`, provider.token);
    expect(before.statusCode).toBe(200);
    expect(before.data.data).toMatchObject({
      id: seeker.user.id,
      headline: 'Crane operator',
      contact_visible: false,
      contact: null,
      relationship: { application_statuses: [], pending_actions: [], employment: null },
      cv: {
        personal: { headline: 'Crane operator' },
        address: { line1: null, line2: null, postal_code: null, city: 'Hamburg', country_code: 'DE' },
        references: [{ name: 'Dr. Referee', email: null, phone: null }],
        skills: [{ name: 'Forklift' }, { name: 'Inventory' }],
      },
    });
    expect(before.body).not.toContain(seeker.user.email);
    expect(before.body).not.toContain('+4915100000000');
    expect(before.body).not.toContain('Secret Street');

    const job = await createJobPost(ctx, provider.user.id);
    const applied = await request(ctx, 'POST', `/seeker/jobs/${job.id}/apply`, seeker.token, {});
    const id = String((applied.data.data as Json).id);
    expect((await request(ctx, 'POST', `/provider/jobs/${id}/accept`, provider.token)).statusCode).toBe(200);

    const after = await request(ctx, 'GET', `/provider/candidates/${seeker.user.id}`, provider.token);
    expect(after.data.data).toMatchObject({
      contact_visible: true,
      contact: { email: seeker.user.email, phone: '+4915100000000' },
      relationship: { application_statuses: ['accepted'] },
      cv: {
        address: { line1: 'Secret Street 7', postal_code: '20095' },
        references: [{ email: 'referee.private@example.test', phone: '+351900000111' }],
      },
    });
    // Another provider still sees no contact details.
    const elsewhere = await request(ctx, 'GET', `/provider/candidates/${seeker.user.id}`, other.token);
    expect(elsewhere.data.data).toMatchObject({ contact_visible: false, contact: null });
    expect(elsewhere.body).not.toContain(seeker.user.email);
  });

  it('stays visible to a provider the seeker dealt with, even outside the pool', async () => {
    const provider = await createProvider(ctx);
    const other = await createProvider(ctx);
    const seeker = await createSeeker(ctx);
    const job = await createJobPost(ctx, provider.user.id);
    expect((await request(ctx, 'POST', `/seeker/jobs/${job.id}/apply`, seeker.token, {})).statusCode).toBe(201);
    await ctx.db
      .updateTable('profiles')
      .set({ payment_status: 'unpaid' })
      .where('user_id', '=', seeker.user.id)
      .execute();
    const res = await request(ctx, 'GET', `/provider/candidates/${seeker.user.id}`, provider.token);
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({ relationship: { application_statuses: ['submitted'] }, contact: null });
    expect((await request(ctx, 'GET', `/provider/candidates/${seeker.user.id}`, other.token)).statusCode).toBe(404);
  });

  it('is 404 for seekers outside the pool the provider never dealt with, and 400 for a bad id', async () => {
    const provider = await createProvider(ctx);
    const unpaid = await createSeeker(ctx, { profile: { payment_status: 'unpaid' } });
    const otherProvider = await createProvider(ctx);
    for (const id of [unpaid.user.id, otherProvider.user.id, MISSING_ID]) {
      expect((await request(ctx, 'GET', `/provider/candidates/${id}`, provider.token)).statusCode).toBe(404);
    }
    const bad = await request(ctx, 'GET', '/provider/candidates/42', provider.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toEqual({ 'params.id': ['Not a candidate id'] });
  });
});

describe('GET /candidates', () => {
  const publicSearch = (query: string, token?: string) => request(ctx, 'GET', `/candidates?${query}`, token);

  it('shows anyone what candidates offer, never who they are, and does not search names', async () => {
    const word = tag();
    const seeker = await createSeeker(ctx, { user: { first_name: 'Ottilie', last_name: `Name${word}` } });
    await fillCv(ctx, seeker.user.id, { headline: `Baker ${word}`, city: 'Braga', country_code: 'PT' });
    await addReference(seeker.user.id);
    const unpaid = await createSeeker(ctx, { profile: { payment_status: 'unpaid' } });
    await fillCv(ctx, unpaid.user.id, { headline: `Baker ${word}` });

    for (const token of [undefined, (await createSeeker(ctx)).token, (await createPendingProvider(ctx)).token]) {
      const res = await publicSearch(`q=${word}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.data.data).toEqual([
        expect.objectContaining({
          id: null,
          first_name: null,
          last_name: null,
          city: null,
          headline: `Baker ${word}`,
          country_code: 'PT',
        }),
      ]);
      expect(res.body).not.toContain(seeker.user.id);
      expect(res.body).not.toContain('Ottilie');
      expect(res.body).not.toMatch(/@example\.test|\+351900000111|Braga/);
      // A name is not a search term for callers who may not know who is in the pool.
      expect((await publicSearch(`q=Name${word}`, token)).data.meta).toMatchObject({ total: 0 });
    }
  });

  it('shows a verified provider who the candidates are, as the provider pool does', async () => {
    const word = tag();
    const provider = await createProvider(ctx);
    const seeker = await createSeeker(ctx, { user: { first_name: 'Ottilie', last_name: `Name${word}` } });
    await fillCv(ctx, seeker.user.id, { headline: `Baker ${word}`, city: 'Braga', country_code: 'PT' });
    const res = await publicSearch(`q=Name${word}`, provider.token);
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toEqual((await search(provider.token, `q=Name${word}`)).data.data);
    expect(idsOf(res)).toEqual([seeker.user.id]);
  });

  it('refuses a bad filter with the field named', async () => {
    const res = await publicSearch('min_experience=-1&country_code=Germany');
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({
      'query.min_experience': ['Years of experience cannot be negative'],
      'query.country_code': ['Choose a country from the list'],
    });
  });
});
