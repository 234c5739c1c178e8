import { describe, expect, it } from 'vitest';

import { CV_SCORE_WEIGHTS, scoreCv, type CvScoreInput } from './cv-score';
import { CV_SECTIONS } from './cv.schemas';

const SUMMARY = 'Backend developer with eight years of payments and logistics work.';

const empty: CvScoreInput = {
  personal: { headline: null, summary: null, desired_job_title: null },
  personal_details: { nationality: null },
  address: { line1: null, city: null, country_code: null },
  skills: [],
  hobbies_and_interests: [],
  languages: [],
  references: [],
  work_experience: [],
  voluntary_services: [],
  education_history: [],
};

const full: CvScoreInput = {
  personal: { headline: 'Backend developer', summary: SUMMARY, desired_job_title: 'Staff engineer' },
  personal_details: { nationality: 'DE' },
  address: { line1: 'Hauptstr. 1', city: 'Berlin', country_code: 'DE' },
  skills: [1, 2, 3],
  hobbies_and_interests: [1],
  languages: [1],
  references: [1],
  work_experience: [1],
  voluntary_services: [1],
  education_history: [1],
};

const sectionOf = (cv: CvScoreInput, name: string) => scoreCv(cv).sections.find((s) => s.section === name);

describe('CV score weights', () => {
  it('cover every section once and add up to 100', () => {
    expect(Object.keys(CV_SCORE_WEIGHTS).sort()).toEqual([...CV_SECTIONS].sort());
    expect(Object.values(CV_SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('lists the sections heaviest first', () => {
    const weights = scoreCv(empty).sections.map((s) => s.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });
});

describe('scoreCv', () => {
  it.each<[string, CvScoreInput, number]>([
    ['an empty CV', empty, 0],
    ['a full CV', full, 100],
    ['only the personal section', { ...empty, personal: full.personal }, 20],
    ['personal with a summary under 50 characters', { ...empty, personal: { ...full.personal, summary: 'Short.' } }, 0],
    ['personal without a desired job title', { ...empty, personal: { ...full.personal, desired_job_title: ' ' } }, 0],
    ['one work experience', { ...empty, work_experience: [1] }, 20],
    ['one education entry', { ...empty, education_history: [1] }, 15],
    ['two skills (three needed)', { ...empty, skills: [1, 2] }, 0],
    ['three skills', { ...empty, skills: [1, 2, 3] }, 15],
    ['an address', { ...empty, address: full.address }, 10],
    ['an address without a city', { ...empty, address: { ...full.address, city: null } }, 0],
    ['a nationality', { ...empty, personal_details: { nationality: 'FR' } }, 5],
    ['a language', { ...empty, languages: [1] }, 5],
    ['a reference', { ...empty, references: [1] }, 5],
    ['one half-weight section (2.5 rounds up)', { ...empty, hobbies_and_interests: [1] }, 3],
    ['both half-weight sections', { ...empty, hobbies_and_interests: [1], voluntary_services: [1] }, 5],
    ['everything but hobbies', { ...full, hobbies_and_interests: [] }, 98],
  ])('%s scores %i', (_name, cv, score) => {
    expect(scoreCv(cv).score).toBe(score);
  });

  it.each<[string, CvScoreInput, string, string[]]>([
    ['an empty personal section', empty, 'personal', ['headline', 'summary', 'desired_job_title']],
    ['a short summary', { ...empty, personal: { ...full.personal, summary: 'x'.repeat(49) } }, 'personal', ['summary']],
    ['an empty address', empty, 'address', ['line1', 'city', 'country_code']],
    ['no nationality', empty, 'personal_details', ['nationality']],
    ['too few skills', { ...empty, skills: [1] }, 'skills', ['entries']],
    ['no references', empty, 'references', ['entries']],
    ['a complete section', full, 'work_experience', []],
  ])('names what is missing for %s', (_name, cv, section, missing) => {
    const result = sectionOf(cv, section);
    expect(result?.missing).toEqual(missing);
    expect(result?.complete).toBe(missing.length === 0);
  });

  it('rises as sections are filled, never past 100', () => {
    const steps: CvScoreInput[] = [
      empty,
      { ...empty, personal: full.personal },
      { ...empty, personal: full.personal, work_experience: [1] },
      { ...full, skills: [] },
      full,
    ];
    const scores = steps.map((cv) => scoreCv(cv).score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(new Set(scores).size).toBe(scores.length);
    expect(scores.at(-1)).toBe(100);
  });
});
