import type {
  CvAddress,
  CvEducation,
  CvHobby,
  CvLanguage,
  CvPersonal,
  CvPersonalDetails,
  CvReference,
  CvSkill,
  CvVoluntaryService,
  CvWorkExperience,
} from '@hireway/shared';

import { fromFlag, readStringList } from '../../db/database';
import type { CvProfileRow } from '../../db/schema';
import type { CvItemRow } from './cv.repository';

/* Rows become DTOs only here: no user_id or position leaves the API, and 0/1 flags become booleans. */

/** A seeker who has saved nothing yet has no row: every field is empty. */
export const toCvPersonalDto = (row: CvProfileRow | undefined): CvPersonal => ({
  headline: row?.headline ?? null,
  summary: row?.summary ?? null,
  desired_job_title: row?.desired_job_title ?? null,
  years_of_experience: row?.years_of_experience ?? null,
  availability: row?.availability ?? null,
  open_to_work: fromFlag(row?.open_to_work),
});

export const toCvPersonalDetailsDto = (row: CvProfileRow | undefined): CvPersonalDetails => ({
  date_of_birth: row?.date_of_birth ?? null,
  gender: row?.gender ?? null,
  nationality: row?.nationality ?? null,
  marital_status: row?.marital_status ?? null,
  has_driving_licence: fromFlag(row?.has_driving_licence),
  linkedin_url: row?.linkedin_url ?? null,
  portfolio_url: row?.portfolio_url ?? null,
});

export const toCvAddressDto = (row: CvProfileRow | undefined): CvAddress => ({
  line1: row?.address_line1 ?? null,
  line2: row?.address_line2 ?? null,
  city: row?.city ?? null,
  state_code: row?.state_code ?? null,
  postal_code: row?.postal_code ?? null,
  country_code: row?.country_code ?? null,
});

const itemFields = (row: { id: string; created_at: string; updated_at: string }) => ({
  id: row.id,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const periodFields = (row: { start_date: string; end_date: string | null; is_current: number }) => ({
  start_date: row.start_date,
  end_date: row.end_date,
  is_current: fromFlag(row.is_current),
});

export const toCvSkillDto = (row: CvItemRow<'cv_skills'>): CvSkill => ({
  ...itemFields(row),
  name: row.name,
  level: row.level,
  years: row.years,
});

export const toCvHobbyDto = (row: CvItemRow<'cv_hobbies_and_interests'>): CvHobby => ({
  ...itemFields(row),
  name: row.name,
  description: row.description,
});

export const toCvLanguageDto = (row: CvItemRow<'cv_languages'>): CvLanguage => ({
  ...itemFields(row),
  language: row.language,
  proficiency: row.proficiency,
});

export const toCvReferenceDto = (row: CvItemRow<'cv_references'>): CvReference => ({
  ...itemFields(row),
  name: row.name,
  relationship: row.relationship,
  company: row.company,
  job_title: row.job_title,
  email: row.email,
  phone: row.phone,
  may_contact: fromFlag(row.may_contact),
});

export const toCvWorkExperienceDto = (row: CvItemRow<'cv_work_experience'>): CvWorkExperience => ({
  ...itemFields(row),
  employer: row.employer,
  job_title: row.job_title,
  employment_type: row.employment_type,
  location: row.location,
  ...periodFields(row),
  description: row.description,
  achievements: readStringList(row.achievements),
});

export const toCvVoluntaryServiceDto = (row: CvItemRow<'cv_voluntary_services'>): CvVoluntaryService => ({
  ...itemFields(row),
  organisation: row.organisation,
  role: row.role,
  ...periodFields(row),
  description: row.description,
});

export const toCvEducationDto = (row: CvItemRow<'cv_education_history'>): CvEducation => ({
  ...itemFields(row),
  institution: row.institution,
  qualification: row.qualification,
  field_of_study: row.field_of_study,
  grade: row.grade,
  ...periodFields(row),
  description: row.description,
});
