import { CV_SECTION_MAX_ITEMS } from '@hireway/shared';
import { describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { call, type Json, useTestApp } from '../../test/test-app';
import { SECTION_CASES } from './cv.fixtures';

const ctx = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, token: string, payload?: Json) =>
  call(ctx.app, { method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
const seeker = () => createSession(ctx.app, ctx.db, { group: 'seeker' });
const list = async (url: string, token: string) => (await api('GET', url, token)).data.data as Json[];

describe.each(SECTION_CASES)('CV section $section', (section) => {
  const { url, valid, changed, invalid, invalidFields } = section;
  const stored = { ...valid, ...section.stored };

  it('creates (201), lists, reads, replaces and deletes an item', async () => {
    const { token } = await seeker();
    const created = await api('POST', url, token, valid);
    expect(created.statusCode).toBe(201);
    const item = created.data.data as Json;
    expect(item).toMatchObject({ ...stored, id: expect.any(String), created_at: expect.any(String) });
    expect(item).not.toHaveProperty('user_id');
    expect(item).not.toHaveProperty('position');

    expect(await list(url, token)).toEqual([item]);
    expect((await api('GET', `${url}/${String(item.id)}`, token)).data).toEqual({ data: item });

    const replaced = await api('PUT', `${url}/${String(item.id)}`, token, changed);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.data.data).toMatchObject({ ...changed, id: item.id, created_at: item.created_at });
    expect(await list(url, token)).toEqual([replaced.data.data]);

    const deleted = await api('DELETE', `${url}/${String(item.id)}`, token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data).toEqual({ data: { message: expect.stringMatching(/^The .+ was deleted$/) } });
    expect((await api('GET', `${url}/${String(item.id)}`, token)).statusCode).toBe(404);
    expect((await api('DELETE', `${url}/${String(item.id)}`, token)).statusCode).toBe(404);
    expect(await list(url, token)).toEqual([]);
  });

  it('answers 400 with a readable message per field, and changes nothing', async () => {
    const { token } = await seeker();
    const res = await api('POST', url, token, invalid);
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ code: 'validation_failed', message: 'Some fields are not valid' });
    const errors = res.data.errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(invalidFields);
    for (const messages of Object.values(errors)) {
      for (const message of messages) expect(message).not.toMatch(/^Invalid input|expected/);
    }
    expect(await list(url, token)).toEqual([]);

    const item = (await api('POST', url, token, valid)).data.data as Json;
    const put = await api('PUT', `${url}/${String(item.id)}`, token, invalid);
    expect(put.statusCode).toBe(400);
    expect(await list(url, token)).toEqual([item]);
  });

  it('rejects unknown fields: sending user_id only earns a 400', async () => {
    const victim = await seeker();
    const { token } = await seeker();
    const res = await api('POST', url, token, { ...valid, user_id: victim.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({ body: ['Unrecognized key: "user_id"'] });
    expect(await list(url, token)).toEqual([]);
    expect(await list(url, victim.token)).toEqual([]);
  });

  it('answers 404 for another seeker’s item and leaves it unchanged', async () => {
    const owner = await seeker();
    const other = await seeker();
    const item = (await api('POST', url, owner.token, valid)).data.data as Json;
    const itemUrl = `${url}/${String(item.id)}`;

    for (const [method, payload] of [['GET'], ['PUT', changed], ['DELETE']] as const) {
      const res = await api(method, itemUrl, other.token, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.data).toMatchObject({ code: 'not_found', message: expect.stringMatching(/was not found$/) });
    }
    expect(await list(url, other.token)).toEqual([]);
    expect(await list(url, owner.token)).toEqual([item]);
  });

  it(`holds at most ${CV_SECTION_MAX_ITEMS} items (422 beyond)`, async () => {
    const { token } = await seeker();
    for (let i = 0; i < CV_SECTION_MAX_ITEMS; i += 1) {
      const res = await api('POST', url, token, section.nth(i));
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await api('POST', url, token, section.nth(CV_SECTION_MAX_ITEMS));
    expect(over.statusCode).toBe(422);
    expect(over.data).toMatchObject({ code: 'rule_violated', message: expect.stringContaining('at most 50') });
    const items = await list(url, token);
    expect(items).toHaveLength(CV_SECTION_MAX_ITEMS);

    // Removing one makes room again.
    expect((await api('DELETE', `${url}/${String(items[0]?.id)}`, token)).statusCode).toBe(200);
    expect((await api('POST', url, token, section.nth(CV_SECTION_MAX_ITEMS))).statusCode).toBe(201);
  });
});

describe('CV list sections', () => {
  it('answer 400 for an id that is not an id', async () => {
    const { token } = await seeker();
    const res = await api('GET', '/seeker/cv/skills/not-a-uuid', token);
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({ 'params.id': ['Not a valid id'] });
  });

  it('list dated sections current first, then by the most recent end and start', async () => {
    const { token } = await seeker();
    const base = { employer: 'Acme', job_title: 'Engineer' };
    const entries = [
      { ...base, employer: 'Oldest', start_date: '2010-01-01', end_date: '2012-12-31' },
      { ...base, employer: 'Current', start_date: '2023-01-01', is_current: true },
      { ...base, employer: 'Recent', start_date: '2018-01-01', end_date: '2022-12-31' },
      { ...base, employer: 'Also recent, started later', start_date: '2020-01-01', end_date: '2022-12-31' },
    ];
    for (const entry of entries)
      expect((await api('POST', '/seeker/cv/work-experience', token, entry)).statusCode).toBe(201);
    const employers = (await list('/seeker/cv/work-experience', token)).map((item) => item.employer);
    expect(employers).toEqual(['Current', 'Also recent, started later', 'Recent', 'Oldest']);
  });

  it('checks the employment type against the reference list', async () => {
    const { token } = await seeker();
    const res = await api('POST', '/seeker/cv/work-experience', token, {
      employer: 'Acme',
      job_title: 'Engineer',
      employment_type: 'gig-economy',
      start_date: '2020-01-01',
      is_current: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({ employment_type: ['Choose an employment type from the list'] });
    expect(await list('/seeker/cv/work-experience', token)).toEqual([]);
  });

  it('are deleted with their seeker', async () => {
    const { user, token } = await seeker();
    for (const section of SECTION_CASES) await api('POST', section.url, token, section.valid);
    await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
    const left = await ctx.db.selectFrom('cv_skills').select('id').where('user_id', '=', user.id).execute();
    expect(left).toEqual([]);
    const profile = await ctx.db.selectFrom('cv_profiles').select('user_id').where('user_id', '=', user.id).execute();
    expect(profile).toEqual([]);
  });
});
