import { describe, expect, it } from 'vitest';

import { formatCompactNumber, formatDate, formatNumber, formatTime, maskEmail, maskPhone, truncate } from './format';

describe('formatCompactNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [12.34, '12.3'],
    [1000, '1k'],
    [1500, '1.5k'],
    [1049, '1k'],
    [1050, '1.1k'],
    [12_345, '12.3k'],
    [999_949, '999.9k'],
    [999_960, '1m'],
    [999.96, '1k'],
    [1_000_000, '1m'],
    [2_300_000, '2.3m'],
    [2_500_000_000, '2500m'],
    [-1500, '-1.5k'],
    [-2_300_000, '-2.3m'],
    [-0.01, '0'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
  ])('%d → %s', (n, expected) => {
    expect(formatCompactNumber(n)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    [1234.5, '1,234.50'],
    [0, '0.00'],
    [1_000_000, '1,000,000.00'],
    [0.005, '0.01'],
    [-1234.567, '-1,234.57'],
    [12, '12.00'],
  ])('%d → %s', (n, expected) => {
    expect(formatNumber(n)).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each<[string, Date | string, string]>([
    ['a local Date', new Date(2024, 2, 5, 15, 7, 9), '05-03-2024'],
    ['the last day of a year', new Date(1999, 11, 31, 23, 59, 59), '31-12-1999'],
    ['a bare calendar date string, taken as that local day', '2024-03-05', '05-03-2024'],
    ['an invalid string', 'not a date', ''],
  ])('%s', (_label, value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([
    ['UTC', '2024-03-05T23:30:00Z', '05-03-2024'],
    ['Asia/Tokyo', '2024-03-05T23:30:00Z', '06-03-2024'],
    ['America/New_York', '2024-03-05T02:00:00Z', '04-03-2024'],
    // A calendar date (a deadline) is that day wherever it is shown.
    ['Asia/Tokyo', '2024-03-05', '05-03-2024'],
    ['America/New_York', '2024-03-05', '05-03-2024'],
    ['UTC', '2024-03-05', '05-03-2024'],
  ])('in %s renders %s as %s', (timeZone, iso, expected) => {
    expect(formatDate(iso, { timeZone })).toBe(expected);
  });
});

describe('formatTime', () => {
  it.each([
    [new Date(2024, 2, 5, 15, 7, 9), '3:07:09 PM'],
    [new Date(2024, 2, 5, 0, 0, 0), '12:00:00 AM'],
    [new Date(2024, 2, 5, 12, 0, 0), '12:00:00 PM'],
    [new Date(2024, 2, 5, 9, 5, 59), '9:05:59 AM'],
    [new Date(2024, 2, 5, 23, 59, 1), '11:59:01 PM'],
  ])('%s → %s', (date, expected) => {
    expect(formatTime(date)).toBe(expected);
  });

  it.each([
    ['UTC', '2024-03-05T15:07:09Z', '3:07:09 PM'],
    ['UTC', '2024-03-05T00:00:00Z', '12:00:00 AM'],
    ['Asia/Kolkata', '2024-03-05T00:00:00Z', '5:30:00 AM'],
  ])('in %s renders %s as %s', (timeZone, iso, expected) => {
    expect(formatTime(iso, { timeZone })).toBe(expected);
  });

  it('renders an invalid value as an empty string', () => {
    expect(formatTime('garbage')).toBe('');
  });
});

describe('maskPhone', () => {
  it.each([
    ['+4915112345678', '+491*******678'],
    ['+49 151 1234-5678', '+491*******678'],
    ['08012345678', '080*****678'],
    ['1234567', '123*567'],
    ['123456', '123456'],
    ['+123', '+123'],
    ['', ''],
  ])('%s → %s', (phone, expected) => {
    expect(maskPhone(phone)).toBe(expected);
  });
});

describe('maskEmail', () => {
  it.each([
    ['john.doe@example.com', 'joh*****@exam*******'],
    ['ab@cd.io', 'ab@cd.i*'],
    ['abc@abcd', 'abc@abcd'],
    ['a@b', 'a@b'],
    ['"odd@local"@mail.example', '"od********@mail********'],
    ['no-at-sign', 'no-*******'],
    ['', ''],
  ])('%s → %s', (email, expected) => {
    expect(maskEmail(email)).toBe(expected);
  });
});

describe('truncate', () => {
  it.each<[string, string, number | undefined, string]>([
    ['a short text is unchanged', 'Short text', undefined, 'Short text'],
    ['exactly the default 15 is unchanged', '123456789012345', undefined, '123456789012345'],
    ['longer than 15 is cut with …', '1234567890123456', undefined, '123456789012345…'],
    ['trailing space before the cut is dropped', 'Hello world foo bar', 12, 'Hello world…'],
    ['a custom length', 'Hireway jobs', 4, 'Hire…'],
    ['emoji are not split', '😀😀😀😀', 2, '😀😀…'],
    ['length 0 keeps only the …', 'abc', 0, '…'],
  ])('%s', (_label, text, length, expected) => {
    expect(length === undefined ? truncate(text) : truncate(text, length)).toBe(expected);
  });
});
