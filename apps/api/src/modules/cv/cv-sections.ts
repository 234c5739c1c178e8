import {
  cvEducationRequestSchema,
  cvEducationSchema,
  cvHobbyRequestSchema,
  cvHobbySchema,
  cvLanguageRequestSchema,
  cvLanguageSchema,
  cvReferenceRequestSchema,
  cvReferenceSchema,
  cvSkillRequestSchema,
  cvSkillSchema,
  cvVoluntaryServiceRequestSchema,
  cvVoluntaryServiceSchema,
  cvWorkExperienceRequestSchema,
  cvWorkExperienceSchema,
  type CvListSection,
} from '@hireway/shared';
import type { z } from 'zod';

import { AppError, validationError } from '../../core/errors';
import { type Executor, toFlag } from '../../db/database';
import { listReferenceItems } from '../reference';
import {
  toCvEducationDto,
  toCvHobbyDto,
  toCvLanguageDto,
  toCvReferenceDto,
  toCvSkillDto,
  toCvVoluntaryServiceDto,
  toCvWorkExperienceDto,
} from './cv.presenter';
import {
  findLanguageEntry,
  type CvItemOrder,
  type CvItemRow,
  type CvItemTable,
  type CvItemValues,
} from './cv.repository';

/**
 * The seven list sections of the CV, one row each: the routes (five verbs each), the service and the whole-CV
 * read are generated from this table.
 */
export interface CvSectionDefinition<T extends CvItemTable, Req extends z.ZodType, Res extends z.ZodType> {
  /** Key in the CV object; its URL segment is CV_SECTION_PATHS[section]. */
  section: CvListSection;
  table: T;
  /** For messages: "The skill was not found", "You can add at most 50 skills". */
  noun: string;
  plural: string;
  request: Req;
  response: Res;
  order: CvItemOrder;
  toValues: (input: z.output<Req>) => CvItemValues<T>;
  toDto: (row: CvItemRow<T>) => z.output<Res>;
  /** Rules that need the database; throws an AppError. `id` is the item being replaced (null on create). */
  check?: (db: Executor, userId: string, input: z.output<Req>, id: string | null) => Promise<void>;
}

const defineSection = <T extends CvItemTable, Req extends z.ZodType, Res extends z.ZodType>(
  definition: CvSectionDefinition<T, Req, Res>,
) => definition;

const periodValues = (input: { is_current: boolean }) => ({ is_current: toFlag(input.is_current) });

/** The employment type must be a slug of the employment-types reference list. */
async function checkEmploymentType(db: Executor, _userId: string, input: { employment_type: string | null }) {
  if (input.employment_type === null) return;
  const items = await listReferenceItems(db, 'employment-types');
  if (!items.some((item) => item.slug === input.employment_type)) {
    throw validationError({ employment_type: ['Choose an employment type from the list'] });
  }
}

/** Each language appears once on a CV: a second entry is a conflict with the one to edit instead. */
async function checkLanguageIsNew(db: Executor, userId: string, input: { language: string }, id: string | null) {
  const existing = await findLanguageEntry(db, userId, input.language);
  if (existing && existing.id !== id) {
    throw new AppError('conflict', 'This language is already on your CV', {
      fieldErrors: { language: ['This language is already on your CV: edit that entry instead'] },
    });
  }
}

export const CV_SECTION_DEFINITIONS = {
  skills: defineSection({
    section: 'skills',
    table: 'cv_skills',
    noun: 'skill',
    plural: 'skills',
    request: cvSkillRequestSchema,
    response: cvSkillSchema,
    order: 'position',
    toValues: (input) => input,
    toDto: toCvSkillDto,
  }),
  hobbies_and_interests: defineSection({
    section: 'hobbies_and_interests',
    table: 'cv_hobbies_and_interests',
    noun: 'hobby or interest',
    plural: 'hobbies and interests',
    request: cvHobbyRequestSchema,
    response: cvHobbySchema,
    order: 'position',
    toValues: (input) => input,
    toDto: toCvHobbyDto,
  }),
  languages: defineSection({
    section: 'languages',
    table: 'cv_languages',
    noun: 'language',
    plural: 'languages',
    request: cvLanguageRequestSchema,
    response: cvLanguageSchema,
    order: 'position',
    toValues: (input) => input,
    toDto: toCvLanguageDto,
    check: checkLanguageIsNew,
  }),
  references: defineSection({
    section: 'references',
    table: 'cv_references',
    noun: 'reference',
    plural: 'references',
    request: cvReferenceRequestSchema,
    response: cvReferenceSchema,
    order: 'position',
    toValues: (input) => ({ ...input, may_contact: toFlag(input.may_contact) }),
    toDto: toCvReferenceDto,
  }),
  work_experience: defineSection({
    section: 'work_experience',
    table: 'cv_work_experience',
    noun: 'work experience entry',
    plural: 'work experience entries',
    request: cvWorkExperienceRequestSchema,
    response: cvWorkExperienceSchema,
    order: 'period',
    toValues: (input) => ({ ...input, ...periodValues(input), achievements: JSON.stringify(input.achievements) }),
    toDto: toCvWorkExperienceDto,
    check: checkEmploymentType,
  }),
  voluntary_services: defineSection({
    section: 'voluntary_services',
    table: 'cv_voluntary_services',
    noun: 'voluntary service entry',
    plural: 'voluntary service entries',
    request: cvVoluntaryServiceRequestSchema,
    response: cvVoluntaryServiceSchema,
    order: 'period',
    toValues: (input) => ({ ...input, ...periodValues(input) }),
    toDto: toCvVoluntaryServiceDto,
  }),
  education_history: defineSection({
    section: 'education_history',
    table: 'cv_education_history',
    noun: 'education entry',
    plural: 'education entries',
    request: cvEducationRequestSchema,
    response: cvEducationSchema,
    order: 'period',
    toValues: (input) => ({ ...input, ...periodValues(input) }),
    toDto: toCvEducationDto,
  }),
} satisfies Record<CvListSection, { section: CvListSection }>;
