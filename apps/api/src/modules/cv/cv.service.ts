import {
  CV_SECTION_MAX_ITEMS,
  scoreCv,
  type Cv,
  type CvAddress,
  type CvLanguage,
  type CvPersonal,
  type CvPersonalDetails,
  type CvScoreDetails,
  type cvAddressRequestSchema,
  type cvLanguagesBulkRequestSchema,
  type cvPersonalDetailsRequestSchema,
  type cvPersonalRequestSchema,
} from '@hireway/shared';
import type { z } from 'zod';

import { AppError, notFound, validationError } from '../../core/errors';
import { type Database, type Executor, nowIso, toFlag } from '../../db/database';
import { assertLocation, isKnownCountry } from '../reference';
import { CV_SECTION_DEFINITIONS, type CvSectionDefinition } from './cv-sections';
import { toCvAddressDto, toCvPersonalDetailsDto, toCvPersonalDto } from './cv.presenter';
import {
  countItems,
  deleteAllItems,
  deleteItem,
  findCvProfile,
  findItem,
  findItems,
  insertItem,
  lockCvProfile,
  updateItem,
  upsertCvProfile,
  type CvItemTable,
} from './cv.repository';

/* The seeker's CV. Every function works on the CV of `userId`, the calling seeker: nothing here reads another's. */

type Definition<T extends CvItemTable, Req extends z.ZodType, Res extends z.ZodType> = CvSectionDefinition<T, Req, Res>;

// ---- The whole CV ----------------------------------------------------------------------------------

export async function listCvItems<T extends CvItemTable, Req extends z.ZodType, Res extends z.ZodType>(
  db: Executor,
  definition: Definition<T, Req, Res>,
  userId: string,
): Promise<z.output<Res>[]> {
  const rows = await findItems(db, definition.table, userId, definition.order);
  return rows.map((row) => definition.toDto(row));
}

export async function getCv(db: Executor, userId: string): Promise<Cv> {
  const sections = CV_SECTION_DEFINITIONS;
  const [profile, skills, hobbies, languages, references, work, voluntary, education] = await Promise.all([
    findCvProfile(db, userId),
    listCvItems(db, sections.skills, userId),
    listCvItems(db, sections.hobbies_and_interests, userId),
    listCvItems(db, sections.languages, userId),
    listCvItems(db, sections.references, userId),
    listCvItems(db, sections.work_experience, userId),
    listCvItems(db, sections.voluntary_services, userId),
    listCvItems(db, sections.education_history, userId),
  ]);
  return {
    personal: toCvPersonalDto(profile),
    personal_details: toCvPersonalDetailsDto(profile),
    address: toCvAddressDto(profile),
    skills,
    hobbies_and_interests: hobbies,
    languages,
    references,
    work_experience: work,
    voluntary_services: voluntary,
    education_history: education,
  };
}

export const getCvScoreDetails = async (db: Executor, userId: string): Promise<CvScoreDetails> =>
  scoreCv(await getCv(db, userId));

// ---- Singular sections -----------------------------------------------------------------------------

export async function savePersonal(
  db: Database,
  userId: string,
  input: z.output<typeof cvPersonalRequestSchema>,
): Promise<CvPersonal> {
  await upsertCvProfile(db, userId, { ...input, open_to_work: toFlag(input.open_to_work) }, nowIso());
  return toCvPersonalDto(await findCvProfile(db, userId));
}

export async function savePersonalDetails(
  db: Database,
  userId: string,
  input: z.output<typeof cvPersonalDetailsRequestSchema>,
): Promise<CvPersonalDetails> {
  if (input.nationality && !(await isKnownCountry(db, input.nationality))) {
    throw validationError({ nationality: ['Choose a nationality from the list'] });
  }
  await upsertCvProfile(db, userId, { ...input, has_driving_licence: toFlag(input.has_driving_licence) }, nowIso());
  return toCvPersonalDetailsDto(await findCvProfile(db, userId));
}

export async function saveAddress(
  db: Database,
  userId: string,
  input: z.output<typeof cvAddressRequestSchema>,
): Promise<CvAddress> {
  await assertLocation(db, input.country_code, input.state_code);
  const values = {
    address_line1: input.line1,
    address_line2: input.line2,
    city: input.city,
    state_code: input.state_code,
    postal_code: input.postal_code,
    country_code: input.country_code,
  };
  await upsertCvProfile(db, userId, values, nowIso());
  return toCvAddressDto(await findCvProfile(db, userId));
}

// ---- List sections ---------------------------------------------------------------------------------

const tooMany = (plural: string, field?: string) => {
  const message = `You can add at most ${CV_SECTION_MAX_ITEMS} ${plural}. Remove one to add another.`;
  return new AppError('rule_violated', message, field ? { fieldErrors: { [field]: [message] } } : {});
};

async function readItem<T extends CvItemTable, Req extends z.ZodType, Res extends z.ZodType>(
  db: Executor,
  definition: Definition<T, Req, Res>,
  userId: string,
  id: string,
): Promise<z.output<Res>> {
  const row = await findItem(db, definition.table, userId, id);
  if (!row) throw notFound(`The ${definition.noun}`);
  return definition.toDto(row);
}

export const getCvItem = readItem;

export async function createCvItem<T extends CvItemTable, Req extends z.ZodType, Res extends z.ZodType>(
  db: Database,
  definition: Definition<T, Req, Res>,
  userId: string,
  input: z.output<Req>,
): Promise<z.output<Res>> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    await lockCvProfile(trx, userId, now);
    const { count, nextPosition } = await countItems(trx, definition.table, userId);
    if (count >= CV_SECTION_MAX_ITEMS) throw tooMany(definition.plural);
    await definition.check?.(trx, userId, input, null);
    const id = await insertItem(trx, definition.table, userId, definition.toValues(input), nextPosition, now);
    return readItem(trx, definition, userId, id);
  });
}

export async function updateCvItem<T extends CvItemTable, Req extends z.ZodType, Res extends z.ZodType>(
  db: Database,
  definition: Definition<T, Req, Res>,
  userId: string,
  id: string,
  input: z.output<Req>,
): Promise<z.output<Res>> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    await lockCvProfile(trx, userId, now);
    if (!(await findItem(trx, definition.table, userId, id))) throw notFound(`The ${definition.noun}`);
    await definition.check?.(trx, userId, input, id);
    await updateItem(trx, definition.table, userId, id, definition.toValues(input), now);
    return readItem(trx, definition, userId, id);
  });
}

export async function deleteCvItem<T extends CvItemTable, Req extends z.ZodType, Res extends z.ZodType>(
  db: Database,
  definition: Definition<T, Req, Res>,
  userId: string,
  id: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockCvProfile(trx, userId, nowIso());
    if (!(await deleteItem(trx, definition.table, userId, id))) throw notFound(`The ${definition.noun}`);
  });
}

/** Replaces the seeker's whole language list in one transaction, in the order given. */
export async function replaceCvLanguages(
  db: Database,
  userId: string,
  input: z.output<typeof cvLanguagesBulkRequestSchema>,
): Promise<CvLanguage[]> {
  const definition = CV_SECTION_DEFINITIONS.languages;
  if (input.languages.length > CV_SECTION_MAX_ITEMS) throw tooMany(definition.plural, 'languages');
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    await lockCvProfile(trx, userId, now);
    await deleteAllItems(trx, definition.table, userId);
    for (const [position, item] of input.languages.entries()) {
      await insertItem(trx, definition.table, userId, definition.toValues(item), position, now);
    }
    return listCvItems(trx, definition, userId);
  });
}
