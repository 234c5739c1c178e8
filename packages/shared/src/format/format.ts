/**
 * Display formatters of spec section 9. Pure ECMAScript (Intl is part of the language),
 * so the API (e-mails, exports) and the web render the same strings.
 */
import { TRUNCATE_DEFAULT_LENGTH } from '../constants/constants';

const ELLIPSIS = '…';
const MASK = '*';

/** One decimal, a trailing '.0' dropped: 1.5 → '1.5', 1.0 → '1'. Rounds half away from zero. */
const oneDecimal = (value: number): string => {
  const rounded = Math.round(Math.abs(value) * 10) / 10;
  const text = rounded.toFixed(1).replace(/\.0$/, '');
  return value < 0 && rounded !== 0 ? `-${text}` : text;
};

/**
 * 1500 → '1.5k', 2_300_000 → '2.3m', 999 → '999', 1000 → '1k'.
 * One decimal with a trailing '.0' dropped, so round numbers read cleanly.
 * The spec names only k and m, so billions stay in m ('2500m').
 * A value that rounds up to the next unit moves to it (999_960 → '1m', not '1000k').
 * Non-finite numbers are returned as String(n) so bad data stays visible.
 */
export const formatCompactNumber = (n: number): string => {
  if (!Number.isFinite(n)) return String(n);
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  const roundsTo = (value: number) => Math.round(value * 10) / 10;

  if (roundsTo(abs / 1_000) >= 1_000) return `${sign}${oneDecimal(abs / 1_000_000)}m`;
  if (roundsTo(abs) >= 1_000) return `${sign}${oneDecimal(abs / 1_000)}k`;
  return oneDecimal(n);
};

const numberFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** en-US grouping with exactly 2 decimals: 1234.5 → '1,234.50'. */
export const formatNumber = (n: number): string => numberFormat.format(n);

export interface DateFormatOptions {
  /** An IANA zone ('UTC', 'Europe/Berlin'). Without it the runtime's local zone is used. */
  timeZone?: string;
}

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `new Date('2024-03-05')` means UTC midnight, which is the 4th west of Greenwich.
 * A bare calendar date is meant as that day wherever the reader is, so build it locally.
 */
const toDate = (value: Date | string): Date => {
  if (value instanceof Date) return value;
  const match = DATE_ONLY.exec(value.trim());
  if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(value);
};

const localParts = (date: Date): DateParts => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
  hour: date.getHours(),
  minute: date.getMinutes(),
  second: date.getSeconds(),
});

/**
 * One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than using it (a server-
 * rendered job board formats fifty dates in the server's zone; the formatter was most of the page's date work).
 */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
const zoneFormatter = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = zoneFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
};

const zonedParts = (date: Date, timeZone: string): DateParts => {
  const parts = zoneFormatter(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
};

/**
 * null for an unparseable value, so the formatters can render '' instead of 'NaN-NaN-NaN'. A bare calendar date is
 * that day in every zone: a zone given applies to instants only.
 */
const partsOf = (value: Date | string, options: DateFormatOptions): DateParts | null => {
  const date = toDate(value);
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) return localParts(date);
  if (Number.isNaN(date.getTime())) return null;
  return options.timeZone ? zonedParts(date, options.timeZone) : localParts(date);
};

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'dd-MM-yyyy'. Invalid input gives ''. */
export const formatDate = (value: Date | string, options: DateFormatOptions = {}): string => {
  const p = partsOf(value, options);
  if (!p) return '';
  return `${pad2(p.day)}-${pad2(p.month)}-${String(p.year).padStart(4, '0')}`;
};

/** 'h:mm:ss a', e.g. '3:07:09 PM'; midnight is '12:00:00 AM'. Invalid input gives ''. */
export const formatTime = (value: Date | string, options: DateFormatOptions = {}): string => {
  const p = partsOf(value, options);
  if (!p) return '';
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const meridiem = p.hour < 12 ? 'AM' : 'PM';
  return `${hour12}:${pad2(p.minute)}:${pad2(p.second)} ${meridiem}`;
};

/**
 * Shows the first 3 and last 3 digits, the rest '*'; a leading '+' is kept.
 * Separators (spaces, dashes, brackets) are dropped: they would reveal the number's grouping.
 * A number of 6 digits or fewer has nothing left to hide and is shown as it is.
 */
export const maskPhone = (phone: string): string => {
  const trimmed = phone.trim();
  const plus = trimmed.startsWith('+') ? '+' : '';
  const digits = trimmed.replace(/\D/g, '');
  const hidden = Math.max(0, digits.length - 6);
  if (hidden === 0) return `${plus}${digits}`;
  return `${plus}${digits.slice(0, 3)}${MASK.repeat(hidden)}${digits.slice(-3)}`;
};

const maskAfter = (text: string, visible: number): string => {
  const chars = Array.from(text);
  return chars.slice(0, visible).join('') + MASK.repeat(Math.max(0, chars.length - visible));
};

/**
 * 'john.doe@example.com' → 'joh*****@exam*******': 3 characters before the '@' and 4 after
 * stay visible, each masked character becomes one '*'. Short parts show what exists.
 * The last '@' splits, since a quoted local part may itself contain one.
 */
export const maskEmail = (email: string): string => {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return maskAfter(trimmed, 3);
  return `${maskAfter(trimmed.slice(0, at), 3)}@${maskAfter(trimmed.slice(at + 1), 4)}`;
};

/**
 * Keeps the first `length` characters and adds '…' when something was cut.
 * Counts code points so an emoji is never split in half; trailing spaces before the '…' go.
 */
export const truncate = (text: string, length: number = TRUNCATE_DEFAULT_LENGTH): string => {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return `${chars.slice(0, Math.max(0, length)).join('').trimEnd()}${ELLIPSIS}`;
};
