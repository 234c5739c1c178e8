import type { AdminProvider, ProviderDocument, ProviderProfile, PublicProvider } from '@hireway/shared';

import type { ProfileRow, ProviderDocumentRow, ProviderProfileRow, UserRow } from '../../db/schema';
import { displayFilename, publicAvatarUrl } from '../../core/storage';
import type { HiringCompanyRow } from '../jobs';

/**
 * Logos are public and live beside the avatars (storage area `avatars`), so the public /media/avatars/ prefix
 * serves them: the unguessable name is the only key, exactly as for avatars.
 */
export const logoUrl = publicAvatarUrl;

export const documentDownloadUrl = (id: string): string => `/api/v1/provider/documents/${id}`;

export const toProviderDocumentDto = (row: ProviderDocumentRow, downloadUrl: string | null): ProviderDocument => ({
  id: row.id,
  kind: row.kind,
  filename: displayFilename(row.original_name, row.mime_type),
  content_type: row.mime_type,
  size_bytes: row.size,
  created_at: row.created_at,
  download_url: downloadUrl,
});

/** The company profile as its owner sees it, with download links to the owner's own documents. */
export const toProviderProfileDto = (
  company: ProviderProfileRow,
  profile: Pick<ProfileRow, 'status' | 'decline_reason'>,
  documents: readonly ProviderDocumentRow[],
  withDownloads = true,
): ProviderProfile => ({
  id: company.user_id,
  company_name: company.company_name,
  registration_number: company.registration_number,
  industry: company.industry,
  company_size: company.company_size,
  website: company.website,
  description: company.description,
  phone: company.phone,
  address_line1: company.address_line1,
  city: company.city,
  state_code: company.state_code,
  postal_code: company.postal_code,
  country_code: company.country_code,
  logo_url: logoUrl(company.logo_path),
  status: profile.status,
  decline_reason: profile.decline_reason,
  submitted_at: company.submitted_at,
  reviewed_at: company.reviewed_at,
  documents: documents.map((row) => toProviderDocumentDto(row, withDownloads ? documentDownloadUrl(row.id) : null)),
});

/** The verification console's view: no download links yet (admin downloads come with the admin issue). */
export const toAdminProviderDto = (
  company: ProviderProfileRow,
  profile: Pick<ProfileRow, 'status' | 'decline_reason'>,
  user: Pick<UserRow, 'first_name' | 'last_name' | 'email'>,
  documents: readonly ProviderDocumentRow[],
): AdminProvider => ({
  ...toProviderProfileDto(company, profile, documents, false),
  contact: { first_name: user.first_name, last_name: user.last_name, email: user.email },
});

export const toPublicProviderDto = (row: HiringCompanyRow): PublicProvider => ({
  id: row.user_id,
  company_name: row.company_name,
  logo_url: logoUrl(row.logo_path),
  industry: row.industry,
  company_size: row.company_size,
  city: row.city,
  country_code: row.country_code,
  live_jobs_count: row.live_jobs_count,
});
