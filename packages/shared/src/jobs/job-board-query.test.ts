import { describe, expect, it } from 'vitest';

import { JOB_BOARD_URL_FIELDS, readJobBoardUrlField } from './job-board-query';
import { publicJobListQuerySchema } from './jobs.schemas';

/*
 * The board's URL is read without zod (job-board-query.ts) by the rules publicJobListQuerySchema is built from.
 * Each field, for every value below, must give what the schema gives: the parsed value when the schema takes it,
 * nothing when it refuses it (or parses it to nothing).
 */
const RAW_VALUES = [
  '',
  ' ',
  '0',
  '1',
  '2',
  ' 3 ',
  '-1',
  '1.5',
  '2.0',
  '1e2',
  '0x10',
  '50',
  '100',
  '51',
  '500',
  '1e21',
  '9007199254740993',
  'Infinity',
  'NaN',
  '100000000',
  '100000001',
  'abc',
  'eyJrIjpbMV19',
  'a'.repeat(300),
  'a'.repeat(301),
  'abc=',
  'ab/c',
  'relevance',
  'newest',
  'Newest',
  ' newest',
  'engineer',
  '  data engineer  ',
  'C++ & C#',
  'x'.repeat(100),
  'x'.repeat(101),
  ` ${'x'.repeat(100)} `,
  'bad\u0000text',
  'line\nbreak',
  'rtl\u202Eoverride',
  'it-software',
  'IT-Software',
  ' it-software ',
  'it--software',
  '-it',
  'full_time',
  'b'.repeat(80),
  'b'.repeat(81),
  'de',
  'DE',
  ' pt ',
  'DEU',
  'd1',
  'résumé',
];

describe('readJobBoardUrlField', () => {
  const shape = publicJobListQuerySchema.shape;

  it.each(JOB_BOARD_URL_FIELDS)('reads %s as GET /jobs takes it, for every value', (field) => {
    for (const raw of RAW_VALUES) {
      const parsed = shape[field].safeParse(raw);
      const expected = parsed.success ? parsed.data : undefined;
      expect(
        readJobBoardUrlField(new URLSearchParams({ [field]: raw }), field),
        `${field}=${JSON.stringify(raw)}`,
      ).toEqual(expected);
    }
  });

  it('gives nothing for a field the URL does not have', () => {
    for (const field of JOB_BOARD_URL_FIELDS)
      expect(readJobBoardUrlField(new URLSearchParams(), field)).toBeUndefined();
  });

  it('covers every field of the board that the web keeps in its URL', () => {
    expect(JOB_BOARD_URL_FIELDS).toEqual([
      'page',
      'per_page',
      'cursor',
      'q',
      'category',
      'employment_type',
      'location_type',
      'country_code',
      'salary_min',
      'sort',
    ]);
  });
});
