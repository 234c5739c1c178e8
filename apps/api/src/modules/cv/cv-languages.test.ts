import { CV_LANGUAGE_CODES, CV_SECTION_MAX_ITEMS } from '@hireway/shared';
import { describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { call, type Json, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: Json) =>
  call(ctx.app, { method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
const seeker = () => createSession(ctx.app, ctx.db, { group: 'seeker' });
const bulk = (token: string, languages: unknown[]) => api('POST', '/seeker/cv/languages/bulk', token, { languages });
const languagesOf = async (token: string) =>
  ((await api('GET', '/seeker/cv/languages', token)).data.data as Json[]).map((item) => [
    item.language,
    item.proficiency,
  ]);

/** A seeker who already lists German (B2) and English (native). */
async function seekerWithLanguages() {
  const session = await seeker();
  expect(
    (
      await bulk(session.token, [
        { language: 'de', proficiency: 'b2' },
        { language: 'en', proficiency: 'native' },
      ])
    ).statusCode,
  ).toBe(200);
  return session;
}
const OLD = [
  ['de', 'b2'],
  ['en', 'native'],
];

describe('POST /seeker/cv/languages/bulk', () => {
  it('replaces the whole list, in the order given', async () => {
    const { token } = await seekerWithLanguages();
    const res = await bulk(token, [
      { language: 'fr', proficiency: 'a2' },
      { language: 'en', proficiency: 'c2' },
      { language: 'pt', proficiency: 'native' },
    ]);
    expect(res.statusCode).toBe(200);
    const expected = [
      ['fr', 'a2'],
      ['en', 'c2'],
      ['pt', 'native'],
    ];
    expect((res.data.data as Json[]).map((item) => [item.language, item.proficiency])).toEqual(expected);
    expect(await languagesOf(token)).toEqual(expected);
  });

  it('clears the list when given none', async () => {
    const { token } = await seekerWithLanguages();
    expect((await bulk(token, [])).data).toEqual({ data: [] });
    expect(await languagesOf(token)).toEqual([]);
  });

  it.each<[string, unknown[], Record<string, string[]>]>([
    [
      'a bad item',
      [
        { language: 'fr', proficiency: 'a2' },
        { language: 'xx', proficiency: 'b1' },
      ],
      { 'languages.1.language': ['Choose a language from the list'] },
    ],
    [
      'the same language twice',
      [
        { language: 'fr', proficiency: 'a2' },
        { language: 'es', proficiency: 'b1' },
        { language: 'fr', proficiency: 'c1' },
      ],
      { 'languages.2.language': ['This language is already in the list'] },
    ],
    [
      'an unknown field in an item',
      [{ language: 'fr', proficiency: 'a2', user_id: 'someone-else' }],
      { 'languages.0': ['Unrecognized key: "user_id"'] },
    ],
  ])('refuses %s with a field error and keeps the old list intact', async (_name, languages, errors) => {
    const { token } = await seekerWithLanguages();
    const res = await bulk(token, languages);
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual(errors);
    expect(await languagesOf(token)).toEqual(OLD);
  });

  it(`refuses more than ${CV_SECTION_MAX_ITEMS} languages (422) and keeps the old list`, async () => {
    const { token } = await seekerWithLanguages();
    const many = CV_LANGUAGE_CODES.slice(0, CV_SECTION_MAX_ITEMS + 1).map((language) => ({
      language,
      proficiency: 'a1',
    }));
    const res = await bulk(token, many);
    expect(res.statusCode).toBe(422);
    expect(res.data).toMatchObject({ code: 'rule_violated', errors: { languages: [expect.stringContaining('50')] } });
    expect(await languagesOf(token)).toEqual(OLD);
    expect((await bulk(token, many.slice(0, CV_SECTION_MAX_ITEMS))).statusCode).toBe(200);
  });

  it('touches only the caller’s list', async () => {
    const other = await seekerWithLanguages();
    const { token } = await seeker();
    await bulk(token, [{ language: 'it', proficiency: 'b1' }]);
    expect(await languagesOf(other.token)).toEqual(OLD);
  });
});

describe('one entry per language', () => {
  it('answers 409 on the language field when adding a language twice', async () => {
    const { token } = await seekerWithLanguages();
    const res = await api('POST', '/seeker/cv/languages', token, { language: 'de', proficiency: 'c1' });
    expect(res.statusCode).toBe(409);
    expect(res.data).toMatchObject({
      code: 'conflict',
      errors: { language: ['This language is already on your CV: edit that entry instead'] },
    });
    expect(await languagesOf(token)).toEqual(OLD);
  });

  it('lets an entry keep its language, but not take another entry’s', async () => {
    const { token } = await seekerWithLanguages();
    const [german] = (await api('GET', '/seeker/cv/languages', token)).data.data as Json[];
    const url = `/seeker/cv/languages/${String(german?.id)}`;
    expect((await api('PUT', url, token, { language: 'de', proficiency: 'c2' })).statusCode).toBe(200);
    const taken = await api('PUT', url, token, { language: 'en', proficiency: 'c2' });
    expect(taken.statusCode).toBe(409);
    expect(await languagesOf(token)).toEqual([
      ['de', 'c2'],
      ['en', 'native'],
    ]);
  });

  it('holds when the same language is added concurrently', async () => {
    const { token } = await seeker();
    // An existing CV row, so the additions race on the row lock rather than on creating the row.
    await api('PUT', '/seeker/cv/personal', token, { headline: 'Translator' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api('POST', '/seeker/cv/languages', token, { language: 'nl', proficiency: 'b1' }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await languagesOf(token)).toEqual([['nl', 'b1']]);
  });
});

describe('the item cap under concurrency', () => {
  it('never lets concurrent additions pass 50', async () => {
    const { token } = await seeker();
    for (let i = 0; i < CV_SECTION_MAX_ITEMS - 3; i += 1) {
      await api('POST', '/seeker/cv/skills', token, { name: `Skill ${i}`, level: 'beginner' });
    }
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api('POST', '/seeker/cv/skills', token, { name: `Extra ${i}`, level: 'expert' }),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect((await api('GET', '/seeker/cv/skills', token)).data.data).toHaveLength(CV_SECTION_MAX_ITEMS);
  });
});
