import type { ReferenceList, SeekerOnboardingState, SeekerPreferences } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { AppError, validationError } from '../../core/errors';
import { keepableName } from '../../core/storage';
import { nowIso } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { UploadedFile } from '../../plugins/multipart';
import { getCv } from '../cv';
import { knownReferenceSlugs } from '../reference';
import { findProfile } from '../users';
import { completeSeekerProfile, findSeekerPreferences, upsertSeekerPreferences } from './seeker-onboarding.repository';

const stringList = z.array(z.string()).catch([]);
const parseList = (json: string): string[] => stringList.parse(JSON.parse(json));

async function assertSlugs(app: FastifyInstance, fields: Record<string, { list: ReferenceList; values: string[] }>) {
  const known = await knownReferenceSlugs(app.db);
  const errors: Record<string, string[]> = {};
  for (const [field, { list, values }] of Object.entries(fields)) {
    const unknown = values.filter((value) => !known.has(`${list}/${value}`));
    if (unknown.length > 0) errors[field] = [`Choose from the list (unknown: ${unknown.join(', ')})`];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

export async function savePreferences(app: FastifyInstance, user: UserRow, input: SeekerPreferences): Promise<void> {
  await assertSlugs(app, {
    job_categories: { list: 'job-categories', values: input.job_categories },
    employment_types: { list: 'employment-types', values: input.employment_types },
    location_types: { list: 'location-types', values: input.location_types },
  });
  await upsertSeekerPreferences(app.db, user.id, {
    job_categories: JSON.stringify(input.job_categories),
    employment_types: JSON.stringify(input.employment_types),
    location_types: JSON.stringify(input.location_types),
    salary_amount: input.expected_salary?.amount ?? null,
    salary_currency: input.expected_salary?.currency ?? null,
    salary_period: input.expected_salary?.period ?? null,
    updated_at: nowIso(),
  });
}

/**
 * Step 3: the optional CV file, and the end of seeker onboarding. Steps 1 and 2 must be saved first. The guard
 * then sends the seeker to the registration fee.
 */
export async function finishOnboarding(
  app: FastifyInstance,
  user: UserRow,
  file: UploadedFile | undefined,
): Promise<void> {
  const state = await getOnboardingState(app, user);
  const missing = [1, 2].filter((step) => !state.completed_steps.includes(step));
  if (missing.length > 0)
    throw new AppError(
      'rule_violated',
      missing.length === 1 ? `Complete step ${missing[0]} first` : `Complete steps ${missing.join(' and ')} first`,
    );

  const storageName = file
    ? await app.storage.put('cvs', file.data, { contentType: file.mimeType, extension: file.extension })
    : null;
  let replaced: string | null = null;
  try {
    await app.db.transaction().execute(async (trx) => {
      const now = nowIso();
      if (file && storageName) {
        replaced = (await findSeekerPreferences(trx, user.id))?.cv_storage_name ?? null;
        await upsertSeekerPreferences(trx, user.id, {
          cv_storage_name: storageName,
          cv_original_name: keepableName(file.filename) || `cv.${file.extension}`,
          cv_size: file.data.length,
          cv_uploaded_at: now,
          updated_at: now,
        });
      }
      await completeSeekerProfile(trx, user.id, now);
    });
  } catch (error) {
    if (storageName) await app.storage.delete('cvs', storageName);
    throw error;
  }
  // A CV sent again replaces the first one: the old file leaves storage once the new row is committed.
  if (replaced !== null && replaced !== storageName) await app.storage.delete('cvs', replaced).catch(() => undefined);
}

export async function getOnboardingState(app: FastifyInstance, user: UserRow): Promise<SeekerOnboardingState> {
  const [cv, preferences, profile] = await Promise.all([
    getCv(app.db, user.id),
    findSeekerPreferences(app.db, user.id),
    findProfile(app.db, user.id),
  ]);
  const hasPreferences = preferences !== undefined && parseList(preferences.job_categories).length > 0;
  return {
    personal: cv.personal,
    preferences: hasPreferences
      ? {
          job_categories: parseList(preferences.job_categories),
          employment_types: parseList(preferences.employment_types),
          location_types: parseList(preferences.location_types),
          expected_salary:
            preferences.salary_amount !== null &&
            preferences.salary_currency !== null &&
            preferences.salary_period !== null
              ? {
                  amount: preferences.salary_amount,
                  currency: preferences.salary_currency,
                  period: preferences.salary_period,
                }
              : null,
        }
      : null,
    cv_file:
      preferences?.cv_original_name && preferences.cv_size !== null && preferences.cv_uploaded_at
        ? { name: preferences.cv_original_name, size: preferences.cv_size, uploaded_at: preferences.cv_uploaded_at }
        : null,
    completed_steps: [
      cv.personal.headline ? 1 : 0,
      hasPreferences ? 2 : 0,
      profile?.has_completed_onboarding === 1 ? 3 : 0,
    ].filter((step) => step > 0),
    has_completed_onboarding: profile?.has_completed_onboarding === 1,
  };
}
