import {
  type JobPostingJsonLd,
  nextJobStatuses,
  type ProviderJob,
  type ProviderJobSummary,
  type PublicJobDetail,
  type PublicJobSummary,
  REMOTE_LOCATION_TYPE,
  HYBRID_LOCATION_TYPE,
  SCHEMA_ORG_SALARY_UNITS,
  toSchemaOrgEmploymentType,
} from '@hireway/shared';

import { readStringList } from '../../db/database';
import type { JobListingRow, JobPostRow } from '../../db/schema';
import { renderMarkdown } from '../content';
import { publicAvatarUrl as logoUrl } from '../../core/storage';
import type { JobBoardRow, JobFactColumn, JobWithCompanyRow } from './job-board.repository';
import type { ApplicationCounts } from './jobs.repository';

type JobCore = Pick<JobPostRow, 'id' | 'title' | JobFactColumn>;

const coreFields = (row: JobCore) => ({
  id: row.id,
  title: row.title,
  category: row.category,
  employment_type: row.employment_type,
  location_type: row.location_type,
  country_code: row.country_code,
  state_code: row.state_code,
  city: row.city,
  salary_min: row.salary_min,
  salary_max: row.salary_max,
  salary_currency: row.salary_currency,
  salary_period: row.salary_period,
  skills: readStringList(row.skills),
  vacancies: row.vacancies,
  application_deadline: row.application_deadline,
});

const NO_APPLICATIONS: ApplicationCounts = { total: 0, byStatus: {} };

export const toProviderJobSummaryDto = (row: JobPostRow, counts = NO_APPLICATIONS): ProviderJobSummary => ({
  ...coreFields(row),
  status: row.status,
  published_at: row.published_at,
  closed_at: row.closed_at,
  created_at: row.created_at,
  updated_at: row.updated_at,
  next_statuses: [...nextJobStatuses(row.status)],
  applications_count: counts.total,
  applications_by_status: counts.byStatus,
});

/**
 * The description as HTML: rendered and sanitized when the job was written (jobs.service.ts jobColumns); a job
 * loaded in bulk without it (the bench seeder) is rendered now. Stored text is never trusted as HTML: only what
 * renderMarkdown made is stored in description_html.
 */
export const descriptionHtmlOf = (
  row: { description: string; description_html: string | null },
  origin: string,
): string => row.description_html ?? renderMarkdown(row.description, origin);

export const toProviderJobDto = (row: JobPostRow, origin: string, counts = NO_APPLICATIONS): ProviderJob => ({
  ...toProviderJobSummaryDto(row, counts),
  description: row.description,
  description_html: descriptionHtmlOf(row, origin),
});

/** A card of the board: the listing row as it is (its excerpt was written with the job). */
export const toPublicJobSummaryDto = (row: JobBoardRow): PublicJobSummary => ({
  ...coreFields({ ...row, id: row.job_id }),
  excerpt: row.excerpt,
  published_at: row.published_at,
  company: { id: row.provider_id, name: row.company_name, logo_url: logoUrl(row.logo_path) },
});

/** The job page's source from a listing row and the description's HTML. */
export function listingToJob(found: { listing: JobListingRow; description_html: string }): PublicJobSource {
  const { listing } = found;
  return {
    id: listing.job_id,
    provider_id: listing.provider_id,
    title: listing.title,
    description_html: found.description_html,
    category: listing.category,
    employment_type: listing.employment_type,
    location_type: listing.location_type,
    country_code: listing.country_code,
    state_code: listing.state_code,
    city: listing.city,
    salary_min: listing.salary_min,
    salary_max: listing.salary_max,
    salary_currency: listing.salary_currency,
    salary_period: listing.salary_period,
    skills: listing.skills,
    vacancies: listing.vacancies,
    application_deadline: listing.application_deadline,
    status: 'live',
    published_at: listing.published_at,
    // A listing is always published; the page's date is its publication.
    created_at: listing.published_at,
    company: {
      user_id: listing.provider_id,
      company_name: listing.company_name,
      logo_path: listing.logo_path,
      industry: listing.company_industry,
      company_size: listing.company_size,
      website: listing.company_website,
      city: listing.company_city,
      country_code: listing.company_country_code,
    },
  };
}

/** What the public job page is made of: a job (from its listing, or the owner's own row) and its company. */
export type PublicJobSource = JobCore &
  Pick<JobPostRow, 'provider_id' | 'status' | 'published_at' | 'created_at'> &
  Pick<JobWithCompanyRow, 'company'> & {
    /** The description's sanitized HTML (descriptionHtmlOf). */
    description_html: string;
  };

/**
 * schema.org JobPosting (Google's job posting structured data): the description as sanitized HTML, the
 * employment type in schema.org words, TELECOMMUTE for remote and hybrid jobs (with the country applicants must live in,
 * when given), a place for on-site and hybrid jobs, and the salary range as a MonetaryAmount.
 */
export function buildJobPostingJsonLd(
  job: PublicJobSource,
  descriptionHtml: string,
  publicUrl: string,
): JobPostingJsonLd {
  const origin = new URL(publicUrl).origin;
  const { company } = job;
  const logo = logoUrl(company.logo_path);
  const skills = readStringList(job.skills);
  const isRemote = job.location_type === REMOTE_LOCATION_TYPE;
  const hasSalary = job.salary_min !== null || job.salary_max !== null;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml,
    url: `${publicUrl.replace(/\/$/, '')}/jobs/${job.id}`,
    identifier: { '@type': 'PropertyValue', name: company.company_name, value: job.id },
    datePosted: job.published_at ?? job.created_at,
    // People apply on the job's own page (after signing in), not on another site.
    directApply: true,
    ...(job.application_deadline ? { validThrough: `${job.application_deadline}T23:59:59Z` } : {}),
    employmentType: toSchemaOrgEmploymentType(job.employment_type),
    totalJobOpenings: job.vacancies,
    ...(skills.length > 0 ? { skills: skills.join(', ') } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: company.company_name,
      ...(company.website ? { sameAs: company.website } : {}),
      ...(logo ? { logo: `${origin}${logo}` } : {}),
    },
    // Remote and hybrid jobs can be done from home (Google: TELECOMMUTE, with where applicants may live); hybrid
    // and on-site jobs also have a place.
    ...(isRemote || job.location_type === HYBRID_LOCATION_TYPE
      ? {
          jobLocationType: 'TELECOMMUTE' as const,
          ...(job.country_code
            ? { applicantLocationRequirements: { '@type': 'Country' as const, name: job.country_code } }
            : {}),
        }
      : {}),
    ...(!isRemote && job.country_code
      ? {
          jobLocation: {
            '@type': 'Place' as const,
            address: {
              '@type': 'PostalAddress' as const,
              ...(job.city ? { addressLocality: job.city } : {}),
              ...(job.state_code ? { addressRegion: job.state_code } : {}),
              addressCountry: job.country_code,
            },
          },
        }
      : {}),
    ...(hasSalary && job.salary_currency && job.salary_period
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount' as const,
            currency: job.salary_currency,
            value: {
              '@type': 'QuantitativeValue' as const,
              ...(job.salary_min !== null ? { minValue: job.salary_min } : {}),
              ...(job.salary_max !== null ? { maxValue: job.salary_max } : {}),
              unitText: SCHEMA_ORG_SALARY_UNITS[job.salary_period],
            },
          },
        }
      : {}),
  };
}

export function toPublicJobDetailDto(
  job: PublicJobSource,
  viewerId: string | null,
  publicUrl: string,
): PublicJobDetail {
  const descriptionHtml = job.description_html;
  const { company } = job;
  return {
    ...coreFields(job),
    status: job.status,
    description_html: descriptionHtml,
    published_at: job.published_at,
    company: {
      id: company.user_id,
      name: company.company_name,
      logo_url: logoUrl(company.logo_path),
      industry: company.industry,
      company_size: company.company_size,
      website: company.website,
      city: company.city,
      country_code: company.country_code,
    },
    is_owner: viewerId !== null && viewerId === job.provider_id,
    json_ld: buildJobPostingJsonLd(job, descriptionHtml, publicUrl),
  };
}
