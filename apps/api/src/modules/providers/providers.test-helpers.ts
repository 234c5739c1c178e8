/** Rows and request bodies for the provider, job and verification tests (not a test file itself). */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import type { ProviderStatus } from '@hireway/shared';

import { nowIso } from '../../db/database';
import type { ProviderProfileRow } from '../../db/schema';
import { createSession } from '../../test/factories';
import type { TestContext } from '../../test/test-app';
import { nameSearchText } from '../jobs';

export { EXE, multipart, PDF, type FilePart } from '../support/support.test-helpers';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The text fields of business onboarding and of the company profile (multipart values are strings). */
export const validCompany = {
  company_name: 'Nordlicht Logistik GmbH',
  registration_number: 'HRB 123456 B',
  industry: 'logistics-and-transport',
  company_size: '51-200',
  website: 'https://nordlicht.example',
  description: 'Freight forwarding and warehousing across northern Germany since 1998.',
  phone: '+4930123456789',
  address_line1: 'Hafenstraße 12',
  city: 'Berlin',
  state_code: 'BE',
  postal_code: '10117',
  country_code: 'DE',
};

/** Files in STORAGE_DIR/<folder>, for "nothing left on disk" checks. */
export const filesIn = (ctx: TestContext, folder: 'avatars' | 'provider-documents'): string[] => {
  const dir = join(ctx.storageDir, folder);
  return existsSync(dir) ? readdirSync(dir) : [];
};

let counter = 0;

/**
 * A logged-in provider with a company row written directly (no files), in the given verification status
 * (approved unless told otherwise).
 */
export async function createProvider(
  ctx: TestContext,
  options: { status?: ProviderStatus | null; company?: Partial<ProviderProfileRow> } = {},
) {
  counter += 1;
  const status = options.status === undefined ? 'approved' : options.status;
  const session = await createSession(ctx.app, ctx.db, {
    group: 'provider',
    profile: { status, has_completed_onboarding: status === null ? 0 : 1 },
  });
  if (status !== null) {
    const now = nowIso();
    const companyName = options.company?.company_name ?? `Company ${counter} Ltd`;
    await ctx.db
      .insertInto('provider_profiles')
      .values({
        user_id: session.user.id,
        company_name: companyName,
        registration_number: `REG-${counter}-SECRET`,
        industry: 'information-technology',
        company_size: '11-50',
        website: `https://company${counter}.example`,
        description: 'A company that exists only in the tests.',
        phone: `+491510000${String(counter).padStart(4, '0')}`,
        address_line1: 'Teststraße 1',
        city: 'Berlin',
        state_code: 'BE',
        postal_code: '10115',
        country_code: 'DE',
        logo_path: null,
        submitted_at: now,
        reviewed_at: status === 'pending' ? null : now,
        created_at: now,
        updated_at: now,
        ...options.company,
        search_name: nameSearchText(companyName),
      })
      .execute();
  }
  return session;
}
