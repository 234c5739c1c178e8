const pad = (n: number): string => String(n).padStart(2, '0');

/** Today in the user's own calendar as yyyy-MM-dd (the value of a date input). */
export const localToday = (now: Date = new Date()): string =>
  `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** A yyyy-MM-dd calendar date as dd-MM-yyyy, the app's date format, without any time-zone shift. */
export const formatCalendarDate = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match === null ? value : `${match[3] ?? ''}-${match[2] ?? ''}-${match[1] ?? ''}`;
};
