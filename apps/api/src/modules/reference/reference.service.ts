import type { ReferenceList } from '@hireway/shared';

import type { FieldErrors } from '../../core/errors';
import type { Executor } from '../../db/database';
import { validationError } from '../../core/errors';
import {
  countStatesOfCountry,
  findCountry,
  findReferenceItems,
  findReferenceSlugs,
  findState,
  referenceSlugExists,
} from './reference.repository';

/* Checks against reference data that a zod schema cannot make: slugs of the reference lists, countries, states. */

/** Field errors for every slug that is not in its reference list. */
export async function checkReferenceSlugs(
  db: Executor,
  fields: readonly { field: string; list: ReferenceList; slug: string; message: string }[],
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const { field, list, slug, message } of fields) {
    if (!(await referenceSlugExists(db, list, slug))) errors[field] = [message];
  }
  return errors;
}

/**
 * Field errors for a country that does not exist, a state that is not one of the country's, and (with
 * `requireState`) a missing state where the country has states.
 */
export async function checkLocation(
  db: Executor,
  location: { country_code: string | null; state_code: string | null },
  options: { requireState: boolean },
): Promise<FieldErrors> {
  const { country_code: country, state_code: state } = location;
  if (country === null) return {};
  if (!(await findCountry(db, country))) return { country_code: ['Choose a country from the list'] };
  if (state !== null) {
    return (await findState(db, country, state)) ? {} : { state_code: ['Choose a state of the selected country'] };
  }
  if (options.requireState && (await countStatesOfCountry(db, country)) > 0) {
    return { state_code: ['Choose the state of the workplace'] };
  }
  return {};
}

/** Throws the field errors of a country and state that are not in the lists (address forms: the state is optional). */
export async function assertLocation(db: Executor, countryCode: string, stateCode: string | null | undefined) {
  const errors = await checkLocation(
    db,
    { country_code: countryCode, state_code: stateCode || null },
    { requireState: false },
  );
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** Whether a country code is one of the list's (a CV's nationality). */
export const isKnownCountry = async (db: Executor, code: string): Promise<boolean> =>
  (await findCountry(db, code)) !== undefined;

/** The items of one reference list, for a module that checks or shows them. */
export const listReferenceItems = (db: Executor, list: ReferenceList) => findReferenceItems(db, list);

/** Every `list/slug` pair of the reference lists. */
export const knownReferenceSlugs = (db: Executor): Promise<Set<string>> => findReferenceSlugs(db);
