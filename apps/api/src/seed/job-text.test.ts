import { describe, expect, it } from 'vitest';

import { renderMarkdown } from '../modules/content';
import { jobSearchFields, listingExcerpt } from '../modules/jobs';
import { detectLanguage, distinctTokens } from '../modules/jobs';
import { REFERENCE_DATA, slugify } from '../modules/reference';
import { createJobTextGenerator, SEED_LANGUAGES, SEED_PLACES } from './job-text';

const HEADING: Record<string, string> = {
  en: '## What you will do',
  de: '## Ihre Aufgaben',
  fr: '## Vos missions',
  pt: '## O que vai fazer',
};

describe('the multilingual job text generator', () => {
  it('writes each language in that language, with its cities, and the same jobs for the same seed', () => {
    const generator = createJobTextGenerator(7);
    for (const language of SEED_LANGUAGES) {
      for (let i = 0; i < 50; i += 1) {
        const job = generator.job(language);
        expect(job.language).toBe(language);
        expect(job.description).toContain(HEADING[language]);
        for (const other of SEED_LANGUAGES.filter((l) => l !== language))
          expect(job.description).not.toContain(HEADING[other]);
        if (job.city) expect(SEED_PLACES[language].map((p) => p.city)).toContain(job.city);
      }
    }
    const again = createJobTextGenerator(7);
    expect(again.job('fr')).toEqual(createJobTextGenerator(7).job('fr'));
  });

  it('mixes the four languages and uses the reference lists', () => {
    const generator = createJobTextGenerator(1);
    const jobs = Array.from({ length: 2_000 }, () => generator.job());
    expect(new Set(jobs.map((j) => j.language))).toEqual(new Set(SEED_LANGUAGES));
    const categories = REFERENCE_DATA['job-categories'].map(slugify);
    const types = REFERENCE_DATA['employment-types'].map(slugify);
    const places = REFERENCE_DATA['location-types'].map(slugify);
    for (const job of jobs) {
      expect(categories).toContain(job.category);
      expect(types).toContain(job.employmentType);
      expect(places).toContain(job.locationType);
      if (job.salaryMin !== null) expect(job.salaryMax).toBeGreaterThanOrEqual(job.salaryMin);
      expect(new Set(job.skills).size).toBe(job.skills.length);
    }
    expect(new Set(jobs.map((j) => j.category)).size).toBeGreaterThanOrEqual(12);
    expect(jobs.some((j) => j.skills.includes('C++') || j.skills.includes('.NET'))).toBe(true);
  });

  it('gives the search columns, excerpt and terms the app computes, built from cached parts', () => {
    const generator = createJobTextGenerator(3);
    for (let i = 0; i < 200; i += 1) {
      const job = generator.job();
      const fields = jobSearchFields(job, job.language);
      expect(job.searchTitle).toBe(fields.search_title);
      expect(job.searchBody).toBe(fields.search_body);
      expect(job.searchSkills).toBe(fields.search_skills);
      expect(job.searchLocation).toBe(fields.search_location);
      expect(job.searchCity).toBe(fields.search_city);
      expect(job.excerpt).toBe(listingExcerpt(job.description));
      // The stored HTML the job page shows (ADR 0021): what the app renders when a job is written.
      expect(job.descriptionHtml).toBe(renderMarkdown(job.description, 'http://localhost:3000'));
      expect(detectLanguage(`${job.title}\n${job.description}`)).toBe(job.language);
      // The token sets hold exactly the job's distinct terms.
      const terms = new Set(job.termSets.flat());
      expect(terms).toEqual(
        distinctTokens([fields.search_title, fields.search_body, fields.search_skills, fields.search_location]),
      );
    }
  });
});
