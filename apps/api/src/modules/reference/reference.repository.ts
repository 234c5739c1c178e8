import type { ReferenceList } from '@hireway/shared';

import type { Executor } from '../../db/database';

export const countCountries = async (db: Executor): Promise<number> => {
  const row = await db
    .selectFrom('countries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
};

export const findCountries = (db: Executor) => db.selectFrom('countries').selectAll().orderBy('name').execute();

export const findCountry = (db: Executor, code: string) =>
  db.selectFrom('countries').selectAll().where('code', '=', code).executeTakeFirst();

export const findStatesOfCountry = (db: Executor, countryCode: string) =>
  db
    .selectFrom('states')
    .select(['code', 'name', 'country_code'])
    .where('country_code', '=', countryCode)
    .orderBy('name')
    .execute();

export const findState = (db: Executor, countryCode: string, code: string) =>
  db
    .selectFrom('states')
    .select(['code', 'name', 'country_code'])
    .where('country_code', '=', countryCode)
    .where('code', '=', code)
    .executeTakeFirst();

export const findReferenceItems = (db: Executor, list: ReferenceList) =>
  db
    .selectFrom('reference_items')
    .select(['id', 'slug', 'name'])
    .where('list', '=', list)
    .where('active', '=', 1)
    .orderBy('position')
    .execute();

export const findReferenceSlugs = async (db: Executor): Promise<Set<string>> => {
  const rows = await db.selectFrom('reference_items').select(['list', 'slug']).execute();
  return new Set(rows.map((row) => `${row.list}/${row.slug}`));
};

export async function referenceSlugExists(db: Executor, list: ReferenceList, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('reference_items')
    .select('id')
    .where('list', '=', list)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countStatesOfCountry(db: Executor, countryCode: string): Promise<number> {
  const { n } = await db
    .selectFrom('states')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('country_code', '=', countryCode)
    .executeTakeFirstOrThrow();
  return n;
}
