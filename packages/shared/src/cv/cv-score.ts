import {
  CV_SECTIONS,
  type CvAddress,
  type CvListSection,
  type CvPersonal,
  type CvPersonalDetails,
  type CvScoreDetails,
  type CvScoreSection,
  type CvSection,
} from './cv.schemas';

/**
 * The CV score: 0–100 from section completeness with fixed weights (ARCHITECTURE "CV score"). A section counts
 * fully or not at all, so the seeker always knows exactly what raises the score. The weights add up to 100.
 */
export const CV_SCORE_WEIGHTS: Readonly<Record<CvSection, number>> = {
  personal: 20,
  work_experience: 20,
  education_history: 15,
  skills: 15,
  address: 10,
  personal_details: 5,
  languages: 5,
  references: 5,
  voluntary_services: 2.5,
  hobbies_and_interests: 2.5,
};

/** A professional profile shorter than this does not count. */
export const CV_SUMMARY_MIN_LENGTH = 50;

/** Entries a list section needs to count as complete. */
export const CV_MIN_ENTRIES: Readonly<Record<CvListSection, number>> = {
  skills: 3,
  hobbies_and_interests: 1,
  languages: 1,
  references: 1,
  work_experience: 1,
  voluntary_services: 1,
  education_history: 1,
};

/** The missing-list key of a list section with too few entries. */
export const CV_MISSING_ENTRIES = 'entries';

/** What scoring reads: the CV from GET /seeker/cv fits, and so does a form's draft. */
export interface CvScoreInput {
  personal: Pick<CvPersonal, 'headline' | 'summary' | 'desired_job_title'>;
  /** Date of birth, gender and marital status never count: nobody is pushed to disclose them. */
  personal_details: Pick<CvPersonalDetails, 'nationality'>;
  address: Pick<CvAddress, 'line1' | 'city' | 'country_code'>;
  skills: readonly unknown[];
  hobbies_and_interests: readonly unknown[];
  languages: readonly unknown[];
  references: readonly unknown[];
  work_experience: readonly unknown[];
  voluntary_services: readonly unknown[];
  education_history: readonly unknown[];
}

const isFilled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** The names of the fields whose check fails. */
const missingOf = (checks: Record<string, boolean>): string[] =>
  Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([field]) => field);

const SECTION_RULES: Record<Exclude<CvSection, CvListSection>, (cv: CvScoreInput) => string[]> = {
  personal: ({ personal }) =>
    missingOf({
      headline: isFilled(personal.headline),
      summary: (personal.summary ?? '').trim().length >= CV_SUMMARY_MIN_LENGTH,
      desired_job_title: isFilled(personal.desired_job_title),
    }),
  personal_details: ({ personal_details }) => missingOf({ nationality: isFilled(personal_details.nationality) }),
  address: ({ address }) =>
    missingOf({
      line1: isFilled(address.line1),
      city: isFilled(address.city),
      country_code: isFilled(address.country_code),
    }),
};

const isListSection = (section: CvSection): section is CvListSection => section in CV_MIN_ENTRIES;

const missingIn = (cv: CvScoreInput, section: CvSection): string[] =>
  isListSection(section)
    ? cv[section].length >= CV_MIN_ENTRIES[section]
      ? []
      : [CV_MISSING_ENTRIES]
    : SECTION_RULES[section](cv);

/** Heaviest first; ties keep the CV's own order (the sort is stable). */
const BY_WEIGHT = [...CV_SECTIONS].sort((a, b) => CV_SCORE_WEIGHTS[b] - CV_SCORE_WEIGHTS[a]);

/** Scores a CV: the sum of the weights of its complete sections (rounded), heaviest sections first. */
export function scoreCv(cv: CvScoreInput): CvScoreDetails {
  const sections: CvScoreSection[] = BY_WEIGHT.map((section) => {
    const missing = missingIn(cv, section);
    return { section, weight: CV_SCORE_WEIGHTS[section], complete: missing.length === 0, missing };
  });
  const total = sections.reduce((sum, section) => sum + (section.complete ? section.weight : 0), 0);
  return { score: Math.min(100, Math.round(total)), sections };
}
