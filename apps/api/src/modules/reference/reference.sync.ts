import { randomUUID } from 'node:crypto';

import { REFERENCE_LISTS } from '@hireway/shared';
import type * as Places from 'country-state-city';

import type { Database } from '../../db/database';
import { lazyPackage } from '../../core/lazy-package';
import { REFERENCE_DATA, slugify } from './reference.data';
import { countCountries, findReferenceSlugs } from './reference.repository';

const BATCH = 500;

/** Loaded only when the countries are not in the database yet (a new install), not on every start. */
const places = lazyPackage<typeof Places>('country-state-city');

/**
 * Fills the reference tables from the packages that keep them (country-state-city) and from REFERENCE_DATA.
 * Idempotent: countries load once; missing reference items are added, existing ones left alone.
 */
export async function syncReferenceData(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if ((await countCountries(trx)) === 0) {
      const { Country, State } = places();
      const countries = Country.getAllCountries().map((country) => ({
        code: country.isoCode,
        name: country.name,
        phone_code: country.phonecode ? `+${country.phonecode.replace(/^\+/, '')}` : null,
        flag: country.flag || null,
      }));
      for (let i = 0; i < countries.length; i += BATCH) {
        await trx
          .insertInto('countries')
          .values(countries.slice(i, i + BATCH))
          .execute();
      }
      const known = new Set(countries.map((country) => country.code));
      const states = State.getAllStates()
        .filter((state) => known.has(state.countryCode))
        .map((state) => ({ country_code: state.countryCode, code: state.isoCode, name: state.name }));
      for (let i = 0; i < states.length; i += BATCH) {
        await trx
          .insertInto('states')
          .values(states.slice(i, i + BATCH))
          .execute();
      }
    }

    const existing = await findReferenceSlugs(trx);
    const missing = REFERENCE_LISTS.flatMap((list) =>
      REFERENCE_DATA[list].map((name, position) => ({ id: randomUUID(), list, slug: slugify(name), name, position })),
    ).filter((item) => !existing.has(`${item.list}/${item.slug}`));
    if (missing.length > 0) await trx.insertInto('reference_items').values(missing).execute();
  });
}
