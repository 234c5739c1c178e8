import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { applyRequestSchema, rejectApplicationRequestSchema } from './applications.schemas';
import { candidateListQuerySchema } from './candidates.schemas';
import {
  additionalDocumentsRequestSchema,
  cvActionListQuerySchema,
  cvActionRespondRequestSchema,
  cvActionResponseErrors,
  interviewRequestSchema,
} from './cv-actions.schemas';
import { lastDays } from '../series/daily-series';
import { analyticsQuerySchema, percentOf, recentActivitiesQuerySchema } from './dashboard.schemas';
import { employRequestSchema, terminateEmploymentRequestSchema } from './employments.schemas';
import { earliestToday } from './hiring.fields';

const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The fields a parse failed on. */
const failedFields = (schema: z.ZodType, input: unknown): string[] => {
  const result = schema.safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))].sort();
};

describe('application requests', () => {
  it.each([
    [{}, null],
    [{ cover_letter: '   ' }, null],
    [{ cover_letter: ' Dear team ' }, 'Dear team'],
    [{ cover_letter: null }, null],
  ])('cover letter %j → %j', (input, expected) => {
    expect(applyRequestSchema.parse(input).cover_letter).toBe(expected);
  });

  it.each([
    [{ cover_letter: 'x'.repeat(5001) }, ['cover_letter']],
    [{ cover_letter: 'a\0b' }, ['cover_letter']],
    [{ cover_letter: 'ok', status: 'accepted' }, ['']],
  ])('refuses %#', (input, fields) => {
    expect(failedFields(applyRequestSchema, input)).toEqual(fields);
  });

  it.each([
    [{ reason: 'Too short' }, ['reason']],
    [{ reason: 'x'.repeat(1001) }, ['reason']],
    [{}, ['reason']],
    [{ reason: 'We hired someone with more experience.' }, []],
  ])('reject reason %#', (input, fields) => {
    expect(failedFields(rejectApplicationRequestSchema, input)).toEqual(fields);
  });
});

describe('interview details', () => {
  const base = { date: dayFromToday(3), time: '14:30', timezone: 'Europe/Berlin' };
  it.each([
    [{ ...base, mode: 'in_person', place: 'Main Street 1, Lisbon' }, []],
    [{ ...base, mode: 'video', link: 'https://meet.example.test/abc' }, []],
    [{ ...base, mode: 'phone' }, []],
    [{ ...base, mode: 'in_person' }, ['place']],
    [{ ...base, mode: 'video' }, ['link']],
    [{ ...base, mode: 'video', link: 'javascript:alert(1)' }, ['link']],
    [{ ...base, mode: 'video', link: 'http://meet.example.test' }, ['link']],
    [{ ...base, mode: 'phone', date: dayFromToday(-3) }, ['date']],
    [{ ...base, mode: 'phone', date: '2026-02-30' }, ['date']],
    [{ ...base, mode: 'phone', time: '24:00' }, ['time']],
    [{ ...base, mode: 'phone', timezone: 'Mars/Olympus' }, ['timezone']],
    [{ ...base, mode: 'carrier-pigeon' }, ['mode']],
    [{ mode: 'phone' }, ['date', 'time', 'timezone']],
  ])('%#', (input, fields) => {
    expect(failedFields(interviewRequestSchema, input)).toEqual(fields);
  });

  it('accepts today in the westernmost time zone', () => {
    expect(failedFields(interviewRequestSchema, { ...base, mode: 'phone', date: earliestToday() })).toEqual([]);
  });
});

describe('document requests', () => {
  it.each([
    [{ documents: ['Passport', 'Degree certificate'] }, []],
    [{ documents: [] }, ['documents']],
    [{ documents: ['x'] }, ['documents.0']],
    [{ documents: Array.from({ length: 11 }, (_, i) => `Document ${i}`) }, ['documents']],
    [{}, ['documents']],
  ])('%#', (input, fields) => {
    expect(failedFields(additionalDocumentsRequestSchema, input)).toEqual(fields);
  });
});

describe('responses to CV actions', () => {
  const parse = (input: unknown) => cvActionRespondRequestSchema.parse(input);

  it('reads multipart booleans', () => {
    expect(parse({ confirm: 'true' }).confirm).toBe(true);
    expect(parse({ confirm: 'false' }).confirm).toBe(false);
    expect(parse({ confirm: true }).confirm).toBe(true);
    expect(failedFields(cvActionRespondRequestSchema, { confirm: 'yes' })).toEqual(['confirm']);
  });

  it.each([
    ['interview', { confirm: true }, 0, []],
    ['interview', { proposed_date: dayFromToday(5), proposed_time: '09:00' }, 0, []],
    ['interview', { message: 'Thanks' }, 0, ['confirm']],
    ['interview', { confirm: true, proposed_date: dayFromToday(5), proposed_time: '09:00' }, 0, ['confirm']],
    ['interview', { proposed_date: dayFromToday(5) }, 0, ['proposed_time']],
    ['interview', { confirm: true }, 1, ['file_1']],
    ['additional-documents', {}, 2, []],
    ['additional-documents', { message: 'Here they are' }, 0, ['file_1']],
    ['additional-documents', { confirm: true }, 1, ['confirm']],
    ['shortlist', {}, 0, []],
    ['shortlist', { message: 'Happy to hear from you' }, 0, []],
    ['shortlist', { proposed_time: '10:00' }, 0, ['proposed_time']],
  ] as const)('%s %j with %i files', (subject, input, files, fields) => {
    expect(Object.keys(cvActionResponseErrors(subject, parse(input), files)).sort()).toEqual(fields);
  });
});

describe('list filters', () => {
  it.each([
    ['interview-requests', 'interview'],
    ['scheduled-interviews', 'interview'],
    ['shortlisted', 'shortlist'],
    ['additional-documents', 'additional-documents'],
  ])('subject %s → %s', (subject, expected) => {
    expect(cvActionListQuerySchema.parse({ subject }).subject).toBe(expected);
  });

  it('refuses unknown subjects and statuses', () => {
    expect(failedFields(cvActionListQuerySchema, { subject: 'hire', status: 'done' })).toEqual(['status', 'subject']);
  });

  it('normalises the candidate filters', () => {
    expect(candidateListQuerySchema.parse({ q: '  ', country_code: 'de', min_experience: '3' })).toEqual({
      page: 1,
      per_page: 50,
      q: undefined,
      country_code: 'DE',
      min_experience: 3,
    });
    expect(failedFields(candidateListQuerySchema, { language: 'xx', availability: 'never', per_page: '7' })).toEqual([
      'availability',
      'language',
      'per_page',
    ]);
  });

  it('bounds the dashboard queries', () => {
    expect(recentActivitiesQuerySchema.parse({})).toEqual({ limit: 10 });
    expect(analyticsQuerySchema.parse({})).toEqual({ days: 30 });
    expect(failedFields(recentActivitiesQuerySchema, { limit: '51' })).toEqual(['limit']);
    expect(failedFields(analyticsQuerySchema, { days: '366' })).toEqual(['days']);
    expect(failedFields(analyticsQuerySchema, { days: '0' })).toEqual(['days']);
  });
});

describe('employment requests', () => {
  it.each([
    [{ position: 'Backend developer', start_date: dayFromToday(0) }, []],
    [{ position: 'Backend developer', start_date: dayFromToday(14), terms: 'Full time', job_id: null }, []],
    [{ position: 'B', start_date: dayFromToday(-2) }, ['position', 'start_date']],
    [{ position: 'Dev', start_date: dayFromToday(1), terms: 'x'.repeat(5001), job_id: 'job-1' }, ['job_id', 'terms']],
  ])('employ %#', (input, fields) => {
    expect(failedFields(employRequestSchema, input)).toEqual(fields);
  });

  it('terminates with a reason and a real date', () => {
    expect(
      failedFields(terminateEmploymentRequestSchema, { reason: 'Position closed down', date: '2026-13-01' }),
    ).toEqual(['date']);
  });
});

describe('dashboard helpers', () => {
  it('lists the last days up to today, oldest first, across month ends', () => {
    expect(lastDays(3, new Date('2026-03-01T23:59:00Z'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(lastDays(1, new Date('2026-01-01T00:00:00Z'))).toEqual(['2026-01-01']);
    expect(lastDays(365, new Date('2026-06-15T12:00:00Z'))).toHaveLength(365);
  });

  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 5, 100],
    [7, 5, 100],
  ])('percentOf(%i, %i) = %i', (part, total, expected) => {
    expect(percentOf(part, total)).toBe(expected);
  });
});
