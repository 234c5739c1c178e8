import { randomUUID } from 'node:crypto';

import {
  type PlatformSettings,
  type ProviderDocumentKind,
  type ProviderOnboardingInput,
  type ProviderProfile,
  type ProviderProfileUpdateInput,
  type PublicProviderListResponse,
  type User,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';

import { offsetWindow, pageMeta } from '../../db/paging';
import { AppError, type FieldErrors, notFound, validationError } from '../../core/errors';
import {
  type FileDownload,
  openFoundFile,
  removeStoredFiles,
  type StoredUpload,
  type UploadToStore,
  withStoredUploads,
} from '../../core/storage';
import { nowIso } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { UploadedFile } from '../../plugins/multipart';
import { spendQuota } from '../../plugins/rate-limit';
import { presentUser } from '../sessions';
import { nameSearchText, refreshProviderListings, retractProviderListings } from '../jobs';
import type { Executor } from '../../db/database';
import { findHiringCompanies } from '../jobs';
import { checkLocation, checkReferenceSlugs } from '../reference';
import { findProfile, findUserById } from '../users';
import type { ProviderLimiters } from './providers.limits';
import { assertCanEditCompany, assertCanSubmitOnboarding } from './providers.policy';
import { toProviderProfileDto, toPublicProviderDto } from './providers.presenter';
import {
  findCompany,
  findDocuments,
  findOwnDocument,
  insertDocuments,
  lockCompany,
  markVerificationPending,
  updateCompany,
  upsertCompany,
} from './providers.repository';

type CompanyInput = ProviderProfileUpdateInput;

export interface DocumentUpload {
  kind: ProviderDocumentKind;
  file: UploadedFile;
}

/** The industry must be a work-industries slug, the country and state must exist. */
async function checkCompanyReferences(app: FastifyInstance, input: CompanyInput): Promise<FieldErrors> {
  return {
    ...(await checkReferenceSlugs(app.db, [
      { field: 'industry', list: 'work-industries', slug: input.industry, message: 'Choose an industry from the list' },
    ])),
    ...(await checkLocation(app.db, input, { requireState: false })),
  };
}

/** The columns both onboarding and the profile form write, with the normalized name search reads. */
const companyColumns = (input: CompanyInput) => ({
  company_name: input.company_name,
  registration_number: input.registration_number,
  industry: input.industry,
  company_size: input.company_size,
  website: input.website,
  description: input.description,
  phone: input.phone,
  address_line1: input.address_line1,
  city: input.city,
  state_code: input.state_code,
  postal_code: input.postal_code,
  country_code: input.country_code,
  search_name: nameSearchText(input.company_name),
});

/** A replaced logo is removed once the new one is committed; a failure only leaves an unreferenced file. */
async function removeReplacedLogo(app: FastifyInstance, name: string | null): Promise<void> {
  if (!name) return;
  await removeStoredFiles(app.storage, [{ area: 'avatars', storageName: name }]).catch((error: unknown) =>
    app.log.warn({ err: error, name }, 'could not remove a replaced logo'),
  );
}

async function presentCompany(app: FastifyInstance, userId: string): Promise<ProviderProfile | null> {
  const [company, profile] = await Promise.all([findCompany(app.db, userId), findProfile(app.db, userId)]);
  if (!company || !profile) return null;
  return toProviderProfileDto(company, profile, await findDocuments(app.db, [userId]));
}

/**
 * POST /auth/onboarding/provider: the company, its logo and registration documents, submitted for
 * verification. Allowed before the first submission and again after a decline (the documents of every
 * submission are kept for the admin); the profile becomes pending, in one transaction with the company row and
 * the document rows.
 */
export async function submitProviderOnboarding(
  app: FastifyInstance,
  limiters: ProviderLimiters,
  user: UserRow,
  input: ProviderOnboardingInput,
  uploads: { logo: UploadedFile | undefined; documents: readonly DocumentUpload[] },
  settings: PlatformSettings,
): Promise<{ user: User; provider: ProviderProfile }> {
  const profile = await findProfile(app.db, user.id);
  assertCanSubmitOnboarding(profile?.status ?? null);
  const existing = await findCompany(app.db, user.id);

  const errors = await checkCompanyReferences(app, input);
  if (!existing && uploads.documents.length === 0) {
    errors.document_1 = ['Upload at least one registration document (PDF, Word .docx, PNG or JPEG)'];
  }
  if (!uploads.logo && !existing?.logo_path) errors.logo = ['Upload the company logo (PNG, JPEG or WebP)'];
  if (Object.keys(errors).length > 0) throw validationError(errors);

  // Logos are public and live beside the avatars (served at /media/avatars/); documents are private.
  const files: UploadToStore[] = [
    ...(uploads.logo ? [{ area: 'avatars' as const, file: uploads.logo }] : []),
    ...uploads.documents.map(({ file }) => ({ area: 'provider-documents' as const, file })),
  ];
  const kinds = uploads.documents.map(({ kind }) => kind);
  let replacedLogo: string | null = null;
  await spendQuota(limiters.onboardingPerHour, user.id, () =>
    withStoredUploads(app.storage, files, (stored) =>
      app.db.transaction().execute(async (trx) => {
        const now = nowIso();
        if (!(await markVerificationPending(trx, user.id, now))) {
          throw new AppError('conflict', 'Your business details have already been submitted for verification.');
        }
        const current = await findCompany(trx, user.id);
        const logo = stored.find((file) => file.area === 'avatars');
        replacedLogo = logo && current?.logo_path ? current.logo_path : null;
        await upsertCompany(
          trx,
          user.id,
          {
            ...companyColumns(input),
            logo_path: logo?.storageName ?? current?.logo_path ?? null,
            submitted_at: now,
            reviewed_at: null,
            updated_at: now,
          },
          now,
        );
        await refreshProviderListings(trx, user.id);
        const documents = stored.filter((file) => file.area === 'provider-documents');
        await insertDocuments(
          trx,
          documents.map((file: StoredUpload, index) => ({
            id: randomUUID(),
            user_id: user.id,
            kind: kinds[index] ?? 'registration_certificate',
            storage_name: file.storageName,
            original_name: file.originalName,
            mime_type: file.contentType,
            size: file.sizeBytes,
            created_at: now,
          })),
        );
      }),
    ),
  );
  await removeReplacedLogo(app, replacedLogo);

  const [updatedUser, provider] = await Promise.all([findUserById(app.db, user.id), presentCompany(app, user.id)]);
  if (!updatedUser || !provider) throw new Error('provider vanished during onboarding');
  return { user: await presentUser(app.db, updatedUser, settings), provider };
}

/** GET /auth/onboarding/provider: what was submitted so far (to fill the form again after a decline), or null. */
export const getOnboardingSubmission = (app: FastifyInstance, userId: string): Promise<ProviderProfile | null> =>
  presentCompany(app, userId);

/** GET /provider: the company profile of a pending or approved provider. */
export async function getCompanyProfile(app: FastifyInstance, userId: string): Promise<ProviderProfile> {
  const profile = await findProfile(app.db, userId);
  assertCanEditCompany(profile?.status ?? null);
  const company = await presentCompany(app, userId);
  if (!company) throw notFound('The company profile');
  return company;
}

/** PUT /provider: the company details, and a new logo when one is sent (the old file is removed after commit). */
export async function updateCompanyProfile(
  app: FastifyInstance,
  limiters: ProviderLimiters,
  userId: string,
  input: ProviderProfileUpdateInput,
  logo: UploadedFile | undefined,
): Promise<ProviderProfile> {
  const profile = await findProfile(app.db, userId);
  assertCanEditCompany(profile?.status ?? null);
  const errors = await checkCompanyReferences(app, input);
  if (Object.keys(errors).length > 0) throw validationError(errors);

  let replacedLogo: string | null = null;
  await spendQuota(limiters.profileUpdatesPerHour, userId, () =>
    withStoredUploads(app.storage, logo ? [{ area: 'avatars', file: logo }] : [], (stored) =>
      app.db.transaction().execute(async (trx) => {
        const now = nowIso();
        if (!(await lockCompany(trx, userId, now))) throw notFound('The company profile');
        const current = await findCompany(trx, userId);
        const newLogo = stored[0]?.storageName;
        replacedLogo = newLogo && current?.logo_path ? current.logo_path : null;
        await retractProviderListings(trx, userId);
        await updateCompany(trx, userId, {
          ...companyColumns(input),
          ...(newLogo ? { logo_path: newLogo } : {}),
          updated_at: now,
        });
        await refreshProviderListings(trx, userId);
      }),
    ),
  );
  await removeReplacedLogo(app, replacedLogo);
  return getCompanyProfile(app, userId);
}

/** One of the provider's own registration documents; anything else (or a file gone from storage) is 404. */
export async function openOwnDocument(app: FastifyInstance, userId: string, id: string): Promise<FileDownload> {
  const document = await findOwnDocument(app.db, userId, id);
  const file = document && {
    storageName: document.storage_name,
    originalName: document.original_name,
    contentType: document.mime_type,
  };
  return openFoundFile(app.storage, 'provider-documents', file, 'The document');
}

/** GET /providers: verified companies with live jobs, public fields only. */
export async function listPublicProviders(
  app: FastifyInstance,
  page: number,
  perPage: number,
): Promise<PublicProviderListResponse> {
  const { rows, total } = await findHiringCompanies(app.db, offsetWindow(page, perPage));
  return { data: rows.map(toPublicProviderDto), meta: pageMeta(page, perPage, total) };
}

/** The registration documents of these providers (the admin review shows them beside each company). */
export const findProviderDocuments = (db: Executor, userIds: readonly string[]) => findDocuments(db, userIds);
