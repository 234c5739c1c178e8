import {
  cvEducationSchema,
  cvHobbySchema,
  cvLanguageSchema,
  cvReferenceSchema,
  cvSkillSchema,
  cvVoluntaryServiceSchema,
  cvWorkExperienceSchema,
  type CvEducation,
  type CvEducationRequest,
  type CvHobby,
  type CvLanguage,
  type CvReference,
  type CvSkill,
  type CvVoluntaryService,
  type CvWorkExperience,
  type CvHobbyRequest,
  type CvLanguageRequest,
  type CvListSection,
  type CvReferenceRequest,
  type CvSection,
  type CvSkillRequest,
  type CvVoluntaryServiceRequest,
  type CvWorkExperienceRequest,
} from '@hireway/shared';
import type { z } from 'zod';

/** The parts of the CV editor in the order of spec section 2, with the URL segment of each. */
export const CV_PARTS = [
  { segment: 'personal', section: 'personal' },
  { segment: 'personal-details', section: 'personal_details' },
  { segment: 'address', section: 'address' },
  { segment: 'work-experience', section: 'work_experience' },
  { segment: 'education-history', section: 'education_history' },
  { segment: 'skills', section: 'skills' },
  { segment: 'languages', section: 'languages' },
  { segment: 'voluntary-services', section: 'voluntary_services' },
  { segment: 'hobbies', section: 'hobbies_and_interests' },
  { segment: 'references', section: 'references' },
] as const satisfies readonly { segment: string; section: CvSection }[];

export type CvPartSegment = (typeof CV_PARTS)[number]['segment'];

export const segmentOf = (section: CvSection): CvPartSegment =>
  CV_PARTS.find((part) => part.section === section)?.segment ?? 'personal';

interface CvItemMap {
  skills: CvSkill;
  hobbies_and_interests: CvHobby;
  languages: CvLanguage;
  references: CvReference;
  work_experience: CvWorkExperience;
  voluntary_services: CvVoluntaryService;
  education_history: CvEducation;
}

export type CvItem<S extends CvListSection> = CvItemMap[S];

/** The item schema of each list section (responses of GET /seeker/cv/{section}). */
export const CV_ITEM_SCHEMAS: { readonly [S in CvListSection]: z.ZodType<CvItemMap[S]> } = {
  skills: cvSkillSchema,
  hobbies_and_interests: cvHobbySchema,
  languages: cvLanguageSchema,
  references: cvReferenceSchema,
  work_experience: cvWorkExperienceSchema,
  voluntary_services: cvVoluntaryServiceSchema,
  education_history: cvEducationSchema,
};

interface CvItemRequestMap {
  skills: CvSkillRequest;
  hobbies_and_interests: CvHobbyRequest;
  languages: CvLanguageRequest;
  references: CvReferenceRequest;
  work_experience: CvWorkExperienceRequest;
  voluntary_services: CvVoluntaryServiceRequest;
  education_history: CvEducationRequest;
}

export type CvItemRequest<S extends CvListSection> = CvItemRequestMap[S];

/** Every CV query starts with this key: one invalidation refreshes the sections, the whole CV and the score. */
export const CV_KEY = ['cv'] as const;
