import type { CandidateRelationship, CandidateSummary, Cv, CvAvailability, PublicCandidate } from '@hireway/shared';

/** What a list shows of a seeker's CV. */
export interface CvSummary {
  headline: string | null;
  desired_job_title: string | null;
  years_of_experience: number | null;
  availability: CvAvailability | null;
  city: string | null;
  country_code: string | null;
  top_skills: string[];
  cv_score: number;
  updated_at: string | null;
}

/* The pool never carries contact details; the detail adds them only when canSeeContact() says so. */

interface CandidatePerson {
  id: string;
  first_name: string;
  last_name: string;
  user_city: string | null;
  user_country_code: string | null;
  user_updated_at: string;
}

export const toCandidateSummaryDto = (person: CandidatePerson, summary: CvSummary | undefined): CandidateSummary => ({
  id: person.id,
  first_name: person.first_name,
  last_name: person.last_name,
  headline: summary?.headline ?? null,
  desired_job_title: summary?.desired_job_title ?? null,
  years_of_experience: summary?.years_of_experience ?? null,
  availability: summary?.availability ?? null,
  city: summary?.city ?? person.user_city,
  country_code: summary?.country_code ?? person.user_country_code,
  top_skills: summary?.top_skills ?? [],
  cv_score: summary?.cv_score ?? 0,
  updated_at: summary?.updated_at ?? person.user_updated_at,
});

/** A candidate for callers who may not know who is in the pool: no id, no name, no city. */
export const toAnonymousCandidateDto = (candidate: CandidateSummary): PublicCandidate => ({
  ...candidate,
  id: null,
  first_name: null,
  last_name: null,
  city: null,
});

/**
 * A provider sees a candidate's e-mail, phone and street address once the candidate works for it (an active
 * employment, or one whose resignation is pending) or it accepted one of the candidate's applications.
 */
export const canSeeContact = (relationship: CandidateRelationship): boolean =>
  relationship.application_statuses.includes('accepted') || relationship.employment !== null;

/** The CV without its contact data: street lines, postal code, and the references' e-mail and phone. */
export const redactContact = (cv: Cv): Cv => ({
  ...cv,
  address: { ...cv.address, line1: null, line2: null, postal_code: null },
  references: cv.references.map((reference) => ({ ...reference, email: null, phone: null })),
});
