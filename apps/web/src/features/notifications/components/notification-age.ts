import { formatDate } from '@hireway/shared';

const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
];

/** "5 minutes ago" in the interface language for the last week, the date (dd-MM-yyyy) before that. */
export const notificationAge = (createdAt: string, language: string, now: Date = new Date()): string => {
  const seconds = Math.round((new Date(createdAt).getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (-seconds >= 7 * 86_400) return formatDate(createdAt);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const { unit, seconds: size } of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
};
